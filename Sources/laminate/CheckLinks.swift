import Foundation
import LaminateAttributes
import LaminateConcurrency
import LaminateDialect
import LaminateFeatures
import LaminateServer

/// The links of the Markdown files `laminate check` read, checked once
/// all are read (LAM025, LAM026; see `LinkDiagnostics`): a target among
/// them by its summary, another Markdown file by reading it (once), any
/// other file by whether it exists. A `/…` link resolves against the DIR
/// argument holding the file, else the working directory.
struct CheckLinks {
    private var roots: [String] = [FileManager.default.currentDirectoryPath]

    mutating func addRoot(_ directory: String) { roots.append(Self.absolute(directory)) }

    /// Adds each Markdown file's link problems to its own, in the order of
    /// their places in the file.
    func check(_ files: inout [CheckCommand.CheckedFile], format: CheckCommand.Format, printed: PrintedProblems) {
        var known: [String: LinkSummary] = [:]
        for file in files { if let markdown = file.markdown { known[markdown.path] = markdown.links } }
        var read: [String: LinkSummary?] = [:]
        let lookup = LinkTargetLookup(fileSystem: LocalFileSystem())
        for index in files.indices {
            guard let markdown = files[index].markdown else { continue }
            let (displayPath, columns) = (markdown.displayPath, markdown.columns)
            let found = lookup.diagnostics(
                links: markdown.links.links, ownAnchors: markdown.links.anchors, path: markdown.path,
                roots: roots,
                anchorsOf: { target in
                    if let summary = known[target] { return summary.anchors }
                    if let cached = read[target] { return cached?.anchors }
                    let summary = Self.summaryOnDisk(target)
                    read[target] = summary
                    return summary?.anchors
                },
                keeping: { CheckCommand.located($0, path: displayPath, columns: columns, format: format, printed: printed) })
            guard !found.isEmpty else { continue }
            let problems = files[index].problems + found
            files[index].problems = problems.enumerated()
                .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
                .map(\.element)
        }
    }

    /// A Markdown file a link leads to that was not checked, for its
    /// headings; nil when it is not Markdown or cannot be read (within the
    /// index's size limit).
    private static func summaryOnDisk(_ path: String) -> LinkSummary? {
        guard WorkspaceScan.isMarkdown(path),
            case .contents(let bytes) = LocalFileSystem().markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize)
        else { return nil }
        return LinkSummary(text: bytes)
    }

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A file a DIR listed, read as `check FILE` reads one; nil (said on
    /// standard error) when it is larger than the index reads, or cannot be
    /// read (which fails the check, as for a FILE).
    static func readListed(_ path: String, failed: inout Bool) -> DocumentInput? {
        switch LocalFileSystem().markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize) {
        case .contents(let bytes):
            if let offset = DocumentInput.firstInvalidUTF8(bytes) {
                let line = bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") }) + 1
                FileHandle.printError(DocumentInput.Failure.notUTF8(path: path, offset: offset, line: line).message(command: "check"))
                failed = true
                return nil
            }
            let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
            return DocumentInput(displayPath: path, bytes: bytes, definitionFile: DocumentInput.definitionFile(near: folder))
        case .tooLarge:
            FileHandle.printError("\(path): not checked: larger than \(WorkspaceScan.maximumFileSize / 1024 / 1024) MiB, the workspace index's limit")
            return nil
        case .unreadable:
            FileHandle.printError("cannot read \(path): \(String(cString: strerror(errno == 0 ? EIO : errno))); make it readable")
            failed = true
            return nil
        }
    }
}
