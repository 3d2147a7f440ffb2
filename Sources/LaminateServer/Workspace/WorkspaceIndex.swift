import LaminateFeatures

/// The summaries of the workspace's Markdown files as read from disk, by
/// path: what navigation knows of files that are not open. A value in the
/// server state; the background indexer fills it in batches, and
/// `didChangeWatchedFiles` keeps it current. Open documents are summarised
/// from their own text and laid over it (see `RequestContext.workspaceFiles`).
public struct WorkspaceIndex: Sendable {
    public var summaries: [String: FileSummary] = [:]
    /// The workspace folders, as paths.
    public var roots: [String] = []
    /// Whether the first indexing of every folder has finished.
    public var isComplete = false

    public init() {}
}
