import LaminateServer

/// Files in memory by absolute path; folders are the paths above them.
/// Paths named in `symbolicLinks` are listed as links (never followed).
struct MemoryFileSystem: FileSystem {
    var files: [String: [UInt8]]
    var symbolicLinks: Set<String> = []

    func contents(ofFile path: String) -> [UInt8]? { files[path] }

    func entries(ofDirectory path: String) -> [DirectoryEntry]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        var entries: [String: DirectoryEntry.Kind] = [:]
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                entries[String(rest[..<slash])] = .directory
            } else {
                entries[String(rest)] = .file
            }
        }
        for link in symbolicLinks where link.hasPrefix(prefix) && !link.dropFirst(prefix.count).contains("/") {
            entries[String(link.dropFirst(prefix.count))] = .symbolicLink
        }
        guard !entries.isEmpty || files.keys.contains(where: { $0.hasPrefix(prefix) }) else { return nil }
        return entries.map { DirectoryEntry(name: $0.key, kind: $0.value) }
    }
}
