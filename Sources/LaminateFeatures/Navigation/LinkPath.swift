/// Paths of workspace files, as plain `/`-separated strings: the features
/// resolve a link's path against its document's without touching the disk
/// (the server turns paths into URIs and reads files).
public enum LinkPath {
    /// The file `relative` names, seen from the document at `documentPath`:
    /// relative to the document's folder, or, starting with `/`, to `root`
    /// (the workspace folder; the file system's root without one). `.` and
    /// `..` are resolved; `..` never climbs above `/`. An empty `relative`
    /// is the document itself.
    public static func resolve(_ relative: String, from documentPath: String, root: String?) -> String {
        if relative.isEmpty { return documentPath }
        let base = relative.hasPrefix("/") ? (root ?? "/") : directory(of: documentPath)
        return normalized(base + "/" + relative)
    }

    /// The folder holding `path` (`/` for a top-level file).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The folder holding `path` and its last name (`/` and `a` for `/a`).
    public static func folderAndName(of path: String) -> (folder: String, name: String) {
        let folder = directory(of: path)
        return (folder, String(path.dropFirst(folder.count).drop { $0 == "/" }))
    }

    /// Whether a folder above `path` is one of `folders`.
    public static func isInside(_ path: String, anyOf folders: Set<String>) -> Bool {
        var folder = path
        while folder != "/", folder != "." {
            folder = directory(of: folder)
            if folders.contains(folder) { return true }
        }
        return false
    }

    /// `path` with empty, `.` and `..` components resolved.
    public static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        let isAbsolute = path.hasPrefix("/")
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `target` relative to the folder of `documentPath`, for completion
    /// and for rewriting links (`../b/c.md`).
    public static func relative(_ target: String, from documentPath: String) -> String {
        let from = normalized(directory(of: documentPath)).split(separator: "/")
        let to = normalized(target).split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}

extension LinkPath {
    /// A path as a link destination can hold it: a space, parentheses and
    /// `<` `>` would end or break the destination, so they are
    /// percent-escaped (`%20`), as editors write links to such files.
    public static func escapedForDestination(_ path: String) -> String {
        var result = ""
        for character in path {
            switch character {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            default: result.append(character)
            }
        }
        return result
    }
}
