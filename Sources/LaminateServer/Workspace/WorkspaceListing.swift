import LaminateFeatures

/// Lists the Markdown files of the workspace folders, as the index and
/// `laminate check DIR` read them: depth first, sorted by name, without
/// following symbolic links (a link loop cannot hang it); hidden folders,
/// `node_modules` and `.build` are not entered (see `WorkspaceScan`), nor
/// anything the `.gitignore` and `.laminateignore` files under each
/// folder exclude (see `IgnorePattern`); at most
/// `WorkspaceScan.maximumFileCount` files.
public struct WorkspaceListing: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    /// The Markdown files under `roots`, each path joined from its root as
    /// given; `log` hears of folders that cannot be listed and of files
    /// past the limit.
    public func markdownFiles(under roots: [String], log: (String) -> Void) -> [String] {
        var found: [String] = []
        var pending = roots.sorted().reversed().map { (folder: $0, rules: IgnoreRules()) }
        var seen = Set<String>()
        while let (folder, inherited) = pending.popLast() {
            guard seen.insert(folder).inserted else { continue }
            guard let entries = fileSystem.entries(ofDirectory: folder) else {
                log("workspace index: cannot list \(folder)")
                continue
            }
            var rules = inherited
            for name in IgnoreRules.fileNames where entries.contains(where: { $0.name == name && $0.kind == .file }) {
                guard let bytes = fileSystem.contents(ofFile: FileURI.join(folder, name)) else { continue }
                rules = rules.adding(String(decoding: bytes, as: UTF8.self), in: folder)
            }
            var subfolders: [(folder: String, rules: IgnoreRules)] = []
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let path = FileURI.join(folder, entry.name)
                switch entry.kind {
                case .directory where !WorkspaceScan.isExcludedFolder(entry.name) && !rules.isIgnored(path, isFolder: true):
                    subfolders.append((path, rules))
                case .file where WorkspaceScan.isMarkdown(entry.name) && !rules.isIgnored(path, isFolder: false):
                    guard found.count < WorkspaceScan.maximumFileCount else {
                        log("workspace index: more than \(WorkspaceScan.maximumFileCount) Markdown files; the rest are not indexed")
                        return found
                    }
                    found.append(path)
                default: break
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        return found
    }

    /// Whether the listing of `roots` would list the Markdown file at
    /// `path` (one a watched-file change names): under a root, in no
    /// excluded or ignored folder, not ignored itself. Reads the ignore
    /// files of the folders on the way.
    public func wouldList(_ path: String, under roots: [String]) -> Bool {
        guard WorkspaceScan.isMarkdown(path), let root = WorkspaceFiles(roots: roots).root(of: path), path != root else { return false }
        let components = path.dropFirst(root.count).split(separator: "/")
        var rules = IgnoreRules()
        var folder = root
        for (index, component) in components.enumerated() {
            for name in IgnoreRules.fileNames {
                guard let bytes = fileSystem.contents(ofFile: FileURI.join(folder, name)) else { continue }
                rules = rules.adding(String(decoding: bytes, as: UTF8.self), in: folder)
            }
            let child = FileURI.join(folder, String(component))
            if index == components.count - 1 { return !rules.isIgnored(child, isFolder: false) }
            guard !WorkspaceScan.isExcludedFolder(String(component)), !rules.isIgnored(child, isFolder: true) else { return false }
            folder = child
        }
        return false
    }
}
