/// The ignore files in force in a folder: each `.gitignore` and
/// `.laminateignore` from the workspace folder down to it, outermost
/// first. A path's last matching pattern decides: a deeper file's
/// patterns come later, so they win, and in one folder `.laminateignore`
/// comes after `.gitignore`.
public struct IgnoreRules: Sendable {
    /// The names of the files read in every folder, in the order their patterns apply.
    public static let fileNames = [".gitignore", ".laminateignore"]

    private var files: [(folder: [Substring], patterns: [IgnorePattern])] = []

    public init() {}

    /// These rules with the patterns of `text`, an ignore file in `folder`.
    public func adding(_ text: String, in folder: String) -> IgnoreRules {
        let patterns = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap(IgnorePattern.init(line:))
        guard !patterns.isEmpty else { return self }
        var copy = self
        copy.files.append((Self.components(folder), patterns))
        return copy
    }

    /// Whether the file or folder at `path` is ignored.
    public func isIgnored(_ path: String, isFolder: Bool) -> Bool {
        let components = Self.components(path)
        var ignored = false
        for file in files where components.count > file.folder.count && components.starts(with: file.folder) {
            let relative = Array(components[file.folder.count...])
            for pattern in file.patterns where pattern.matches(relative, isFolder: isFolder) {
                ignored = !pattern.isNegated
            }
        }
        return ignored
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
