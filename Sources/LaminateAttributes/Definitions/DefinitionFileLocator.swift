/// Where a document's formatting definition may be. Finding the file is I/O,
/// which this layer does not do: it names the candidates, nearest first, and
/// the caller reads the first that exists.
public enum DefinitionFileLocator {
    public static let fileName = ".laminate.json"

    /// `.laminate.json` in the document's folder, then in each folder above
    /// it up to and including `workspaceRoot` (or up to `/` without one, or
    /// when the document is outside the root). Paths use `/`.
    public static func candidatePaths(forDocumentAt documentPath: String, workspaceRoot: String? = nil) -> [String] {
        let isAbsolute = documentPath.hasPrefix("/")
        var folders = documentPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !folders.isEmpty else { return [] }
        folders.removeLast()  // the document's own name
        let rootComponents = workspaceRoot.map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
        let stopAtRoot = rootComponents.map { folders.starts(with: $0) } ?? false
        var paths: [String] = []
        while true {
            let folder = (isAbsolute ? "/" : "") + folders.joined(separator: "/")
            let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
            paths.append(prefix + fileName)
            if stopAtRoot, let rootComponents, folders.count <= rootComponents.count { break }
            guard !folders.isEmpty else { break }
            folders.removeLast()
        }
        return paths
    }
}
