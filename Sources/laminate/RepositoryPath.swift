import Foundation

/// Paths as CI reads them (`--format sarif` and `github`): relative to the
/// working directory, which in a CI job is the repository's root. A path
/// outside it stays as given (absolute, or with its `..`).
enum RepositoryPath {
    static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path != "<stdin>" else { return path }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// A SARIF `artifactLocation.uri`: the relative path with each
    /// character a URI path may not hold percent-encoded (an absolute path
    /// becomes a `file://` URI).
    static func uri(_ relativePath: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let encoded = relativePath.addingPercentEncoding(withAllowedCharacters: allowed) ?? relativePath
        return relativePath.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
