/// What is known of the files a document's links lead to, gathered by the
/// caller (the server from its index, its open documents and the disk;
/// `laminate check DIR` from the files it read) so that checking links
/// stays a pure function.
///
/// A path in `anchors` is a Markdown file whose headings are known, so a
/// fragment is checked against them; a path in `existing` exists but its
/// headings are not known (an image, a folder, a Markdown file the index
/// does not read), so only its existence counts. Any other path does not
/// exist. `roots` are the workspace folders `/…` links start from.
///
/// `folders` holds the names in the folders of the targets that do not
/// exist, by folder, for a "did you mean" (`FileNameSuggestions`); a
/// folder the caller did not list (or could not: it does not exist) has
/// none. The caller keeps one object a listing, so that a check can tell
/// a folder whose entries changed by identity.
public struct LinkTargets: Sendable {
    public var anchors: [String: [String]]
    public var existing: Set<String>
    public var roots: [String]
    public var folders: [String: FileNameSuggestions]

    public init(
        anchors: [String: [String]] = [:], existing: Set<String> = [], roots: [String] = [],
        folders: [String: FileNameSuggestions] = [:]
    ) {
        self.anchors = anchors
        self.existing = existing
        self.roots = roots
        self.folders = folders
    }

    /// The targets `files` holds, with their headings' anchors.
    public init(files: WorkspaceFiles, existing: Set<String> = []) {
        self.init(anchors: files.summaries.mapValues { $0.headings.map(\.anchor) }, existing: existing, roots: files.roots)
    }

    public func exists(_ path: String) -> Bool { anchors[path] != nil || existing.contains(path) }
}
