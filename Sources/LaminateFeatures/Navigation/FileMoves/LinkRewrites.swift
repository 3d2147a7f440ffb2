import LaminateAttributes
import LaminateDialect

/// The edits that keep links working when files or folders are renamed:
/// every written link and reference definition to a moved file (or to a
/// file under a moved folder) gets the path from where it is written to the
/// file's new place, and every relative link inside a moved file gets the
/// path from the file's new place to what it pointed at. Only the path is
/// rewritten: the `#fragment` or `?query`, the link's text, `<…>` around
/// the destination and percent-escapes (when the path was written with
/// them) stay as they were. A path written from the workspace folder
/// (`/docs/a.md`) stays written so.
///
/// The edits are made for the files as they are before the rename (LSP
/// applies `workspace/willRenameFiles`'s edit first, then renames), so they
/// are keyed by the old paths. `text` gives a file's whole text, whose
/// written destinations are read to keep their form; a file it cannot give
/// is left unchanged. Edits within a file do not overlap, in document order.
public enum LinkRewrites {
    /// The files that may need edits, by the summaries at hand: the moved
    /// ones and those with a link into a moved file or folder. The server
    /// reads those that are not open again first, so that the edits fit
    /// the files as they are now.
    public static func pathsToEdit(for moves: FileMoves, in workspace: WorkspaceFiles) -> [String] {
        workspace.sortedPaths.filter { path in
            if moves.destination(of: path) != nil { return true }
            return workspace[path]!.links.contains { link in
                guard link.isWritten, case .local(let linked, _)? = link.destination, !linked.isEmpty,
                    let target = workspace.resolve(linked, from: path)
                else { return false }
                return moves.destination(of: target) != nil
            }
        }
    }

    public static func edits(
        for moves: FileMoves, in workspace: WorkspaceFiles,
        text: (String) -> [UInt8]?
    ) -> [String: [SourceEdit]] {
        var edits: [String: [SourceEdit]] = [:]
        for path in workspace.sortedPaths {
            let summary = workspace[path]!
            let newPath = moves.destination(of: path) ?? path
            var source: [UInt8]?
            for link in summary.links {
                // A destination whose place is not known (the whole link stands for it) is left alone.
                guard link.isWritten, link.targetRange != link.range, case .local(let linked, _)? = link.destination,
                    !linked.isEmpty, let target = workspace.resolve(linked, from: path)
                else { continue }
                let newTarget = moves.destination(of: target) ?? target
                guard newTarget != target || (newPath != path && !linked.hasPrefix("/")) else { continue }
                // A link that reaches its file as written (both moved together) is left as it is.
                if !linked.hasPrefix("/"), LinkPath.resolve(linked, from: newPath, root: nil) == newTarget { continue }
                guard let newLinked = newLinkPath(linked, to: newTarget, from: newPath, root: workspace.root(of: path)) else { continue }
                if source == nil { source = text(path) }
                guard let source, let edit = pathEdit(in: source, destination: link.targetRange, newPath: newLinked) else { continue }
                edits[path, default: []].append(edit)
            }
        }
        return edits.mapValues { $0.sorted { $0.range.start < $1.range.start } }
    }

    /// The path a link written as `linked` is to have to reach `target` from
    /// a document at `documentPath`, in the same kind of path: from the
    /// workspace folder for `/…`, else relative (`./` and a final `/` kept).
    /// Nil when a `/…` path's new target is outside the workspace folder.
    static func newLinkPath(_ linked: String, to target: String, from documentPath: String, root: String?) -> String? {
        var path: String
        if linked.hasPrefix("/") {
            let base = root.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? ""
            if base.isEmpty {
                path = target
            } else {
                guard target.hasPrefix(base + "/") else { return nil }
                path = String(target.dropFirst(base.count))
            }
        } else {
            path = LinkPath.relative(target, from: documentPath)
            if path.isEmpty { path = "." }
            if linked.hasPrefix("./"), !path.hasPrefix("../"), path != "." { path = "./" + path }
        }
        if linked.hasSuffix("/"), !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// The edit replacing the path part of the destination written at
    /// `destination` (inside its `<…>`, before its `#` or `?`) with
    /// `newPath`, spelt as the old one was; nil when it would not change.
    static func pathEdit(in source: [UInt8], destination: ByteRange, newPath: String) -> SourceEdit? {
        guard destination.end <= source.count, destination.start < destination.end else { return nil }
        var start = destination.start
        var end = destination.end
        let isAngled = destination.count >= 2 && source[start] == UInt8(ascii: "<") && source[end - 1] == UInt8(ascii: ">")
        if isAngled {
            start += 1
            end -= 1
        }
        let pathEnd = source[start..<end].firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? end
        let written = source[start..<pathEnd]
        let spelt =
            written.contains(UInt8(ascii: "%"))
            ? percentEncoded(newPath)
            : isAngled ? angledPath(newPath) : LinkPath.escapedForDestination(newPath)
        guard Array(spelt.utf8) != Array(written) else { return nil }
        return SourceEdit(range: ByteRange(start, pathEnd), replacement: spelt)
    }

    /// A path written with percent-escapes: every byte but ASCII letters,
    /// digits and `/ . - _ ~` escaped, as such a link's other paths are.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// A path inside `<…>`, where spaces and parentheses may stand as they
    /// are: only `<`, `>` and a `#` or `?` (which would start a fragment or
    /// a query) are escaped.
    static func angledPath(_ path: String) -> String {
        var result = ""
        for character in path {
            switch character {
            case "<": result += "%3C"
            case ">": result += "%3E"
            case "#": result += "%23"
            case "?": result += "%3F"
            default: result.append(character)
            }
        }
        return result
    }
}
