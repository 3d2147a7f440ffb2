/// Which files the workspace index reads, and how much of them: the rules
/// the user's guide lists (`Laminate.docc/Links.md`, "The workspace index").
public enum WorkspaceScan {
    public static let markdownExtensions: Set<String> = ["md", "markdown", "amd"]
    /// Folders never entered, besides every hidden one (a name starting with `.`).
    public static let excludedFolders: Set<String> = ["node_modules", ".build"]
    /// Files larger than this are not indexed (they still work when opened).
    public static let maximumFileSize = 8 * 1024 * 1024
    /// At most this many files are indexed; the rest are logged as skipped.
    public static let maximumFileCount = 50_000

    public static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return markdownExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    public static func isExcludedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || excludedFolders.contains(name)
    }
}
