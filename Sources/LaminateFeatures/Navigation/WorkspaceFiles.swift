/// The files navigation looks across: each file's summary by its path, and
/// the workspace folders (which `/`-rooted link paths start from). The
/// server builds it from its index with the open documents' summaries
/// laid over; a test builds it from a few texts.
///
/// Paths are `/`-separated absolute paths. A document that is not a file
/// (an `untitled:` buffer) goes in under its URI: its own headings and
/// labels work, links relative to it resolve to nothing.
public struct WorkspaceFiles: Sendable {
    public var summaries: [String: FileSummary]
    /// Workspace folders, as paths.
    public var roots: [String]

    public init(summaries: [String: FileSummary] = [:], roots: [String] = []) {
        self.summaries = summaries
        self.roots = roots
    }

    public subscript(path: String) -> FileSummary? { summaries[path] }

    /// The innermost workspace folder holding `path`.
    public func root(of path: String) -> String? {
        roots.filter { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max { $0.count < $1.count }
    }

    /// The file a local link from `documentPath` names; nil when the
    /// document is not a file (its path is not absolute) and the link names
    /// another file.
    public func resolve(_ path: String, from documentPath: String) -> String? {
        if path.isEmpty { return documentPath }
        guard documentPath.hasPrefix("/") else { return nil }
        return LinkPath.resolve(path, from: documentPath, root: root(of: documentPath))
    }

    /// In a fixed order (by path), so results are the same from run to run.
    public var sortedPaths: [String] { summaries.keys.sorted() }
}
