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
    /// A number per path that changes whenever its summary is set: what
    /// `workspace/diagnostic` keeps a file's problems by, so that a file
    /// the index has not read again is not read again either.
    public private(set) var stamps: [String: Int] = [:]
    private var nextStamp = 1

    /// Sets (nil: removes) the summary of the file at `path`.
    public mutating func set(_ summary: FileSummary?, for path: String) {
        summaries[path] = summary
        stamps[path] = summary == nil ? nil : nextStamp
        nextStamp += 1
    }

    public init() {}
}
