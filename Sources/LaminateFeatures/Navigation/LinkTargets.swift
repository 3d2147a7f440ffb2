/// What is known of the files a document's links lead to, gathered by the
/// caller (the server from its index, its open documents and the disk;
/// `laminate check DIR` from the files it read) so that checking links
/// stays a pure function.
///
/// A path in `files` is a Markdown file whose headings are known, so a
/// fragment is checked against them; a path in `existing` exists but its
/// headings are not known (an image, a folder, a Markdown file the index
/// does not read), so only its existence counts. Any other path does not
/// exist.
public struct LinkTargets: Sendable {
    public var files: WorkspaceFiles
    public var existing: Set<String>

    public init(files: WorkspaceFiles, existing: Set<String> = []) {
        self.files = files
        self.existing = existing
    }

    public func exists(_ path: String) -> Bool { files[path] != nil || existing.contains(path) }
}
