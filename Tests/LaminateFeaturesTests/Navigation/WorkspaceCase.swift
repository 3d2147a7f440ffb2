import LaminateDialect
import LaminateFeatures

/// A case's document read as a small workspace: `@@ path` lines start each
/// file (paths under `/w/`; without any, the document is `/w/doc.md`), and
/// the cursor `$0` may stand in one of them, the current file.
struct WorkspaceCase {
    static let root = "/w"

    var files: [(path: String, text: [UInt8])] = []
    var currentPath: String
    var cursor: Int
    var workspace: WorkspaceFiles

    init(_ document: String) {
        var sections: [(path: String, text: String)] = []
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@@ ") {
                sections.append((Self.root + "/" + line.dropFirst(3), ""))
            } else if sections.isEmpty {
                sections.append((Self.root + "/doc.md", line + "\n"))
            } else {
                sections[sections.count - 1].text += line + "\n"
            }
        }
        currentPath = sections.first?.path ?? Self.root + "/doc.md"
        cursor = 0
        var summaries: [String: FileSummary] = [:]
        for section in sections {
            let marked = CursorMarkedDocument(section.text)
            if section.text.contains(CursorMarkedDocument.cursor) {
                currentPath = section.path
                cursor = marked.cursor
            }
            files.append((section.path, marked.bytes))
            summaries[section.path] = FileSummary(text: marked.bytes)
        }
        workspace = WorkspaceFiles(summaries: summaries, roots: [Self.root])
    }

    var current: FileSummary { workspace[currentPath]! }

    func text(of path: String) -> [UInt8] { files.first { $0.path == path }?.text ?? [] }

    /// `b.md 2:3-2:9 "source"`.
    func describe(_ range: ByteRange, in path: String) -> String {
        let dump = SourcePositionDump(text(of: path))
        return "\(Self.shortPath(path)) \(dump.range(range)) \(dump.quoted(range))"
    }

    static func shortPath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
