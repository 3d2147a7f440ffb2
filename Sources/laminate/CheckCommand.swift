import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateServer

/// `laminate check [--format text|gcc|json|sarif|github] FILE|DIR…` (`-` for
/// standard input): prints every problem as `path:line:column: severity:
/// message [LAMnnn]` (columns in characters; see `CharacterColumns`), or
/// in the form a consumer reads (`Format`), including the problems
/// of the `.laminate.json` files in force. A String Catalog (`.xcstrings`),
/// `.strings` file (UTF-8, or UTF-16 with a byte order mark) or Swift file
/// is checked string by string (see `ContainerDiagnostics`). A DIR stands
/// for every Markdown file under it that the workspace index would read
/// (`WorkspaceListing`), and the links of every Markdown file are checked
/// across files (`CheckLinks`). Exit status 1 when any problem is
/// an error, else 0; 2 for a usage mistake or a file that cannot be read
/// (the others are still checked and printed).
enum CheckCommand {
    /// Every format prints the same problems in the same order; each
    /// counts columns as its reader documents (`CharacterColumns.Unit`).
    enum Format: String, CaseIterable {
        /// `path:line:column: severity: message [CODE]`, columns in characters.
        case text
        /// `path:line:column: error|warning|note: message [CODE]`, as
        /// compilers print (for Xcode, `swift build`, quickfix lists),
        /// columns in UTF-8 bytes as clang and swiftc count them.
        case gcc
        /// One JSON array (`CheckJSON`), columns in characters.
        case json
        /// SARIF 2.1.0 (`CheckSARIF`), columns in UTF-16 code units.
        case sarif
        /// GitHub Actions workflow commands (`CheckGitHub`).
        case github

        /// Whether the problems are items of one document, joined by commas.
        var isArray: Bool { self == .json || self == .sarif }
        /// Whether paths are printed relative to the working directory.
        var usesRepositoryPaths: Bool { self == .sarif || self == .github }
    }

    /// One problem as it is printed — its line, or its JSON object, kept in
    /// `PrintedProblems` — with where it starts (link problems are put
    /// among the others by it) and whether it is an error (the exit
    /// status). Made as soon as the problem is found: a `Diagnostic` with
    /// its fixes is several times larger, and a large file has tens of
    /// thousands.
    struct Problem {
        var start: Int
        var isError: Bool
        var printed: PrintedProblems.Text
    }

    static func run(arguments: [String]) -> Int32 {
        var format = Format.text
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--format" || argument.hasPrefix("--format=") {
                let value = argument == "--format" ? remaining.popFirst() : String(argument.dropFirst("--format=".count))
                guard let value, let chosen = Format(rawValue: value) else {
                    let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
                    return HelpCommand.usageError("--format takes one of \(names)", command: "check")
                }
                format = chosen
            } else if argument.hasPrefix("--"), argument != "-" {
                return HelpCommand.usageError("unknown option \(argument) for check", command: "check")
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            return HelpCommand.usageError(
                "check takes one or more FILEs or DIRs (or - for standard input)",
                command: "check")
        }

        var files: [CheckedFile] = []
        let printed = PrintedProblems()
        var failed = false
        var reportedDefinitions: Set<String> = []
        var links = CheckLinks()
        for path in paths {
            if path != "-", CheckLinks.isDirectory(path) {
                links.addRoot(path)
                for listed in WorkspaceListing(fileSystem: LocalFileSystem()).markdownFiles(under: [path], log: FileHandle.printError) {
                    guard let input = CheckLinks.readListed(listed, failed: &failed) else { continue }
                    files.append(check(input, path: listed, format: format, printed: printed, reportedDefinitions: &reportedDefinitions))
                }
                continue
            }
            guard let input = DocumentInput.readReportingFailure(path, command: "check") else {
                failed = true
                continue
            }
            files.append(check(input, path: path, format: format, printed: printed, reportedDefinitions: &reportedDefinitions))
        }
        links.check(&files, format: format, printed: printed)
        var output = CheckOutput()
        var hasError = false
        var first = true
        switch format {
        case .json: output.append("[")
        case .sarif: output.append(CheckSARIF.header)
        case .text, .gcc, .github: break
        }
        for file in files {
            for problem in [file.definitionProblems, file.problems].joined() {
                if format.isArray, !first { output.append(format == .sarif ? CheckSARIF.resultSeparator : ",\n ") }
                printed.withBytes(of: problem.printed) { output.append($0) }
                if !format.isArray { output.append("\n") }
                first = false
                hasError = hasError || problem.isError
            }
        }
        switch format {
        case .json: output.append("]\n")
        case .sarif: output.append(CheckSARIF.footer)
        case .text, .gcc, .github: break
        }
        output.flush()
        if failed { return DocumentInput.ExitStatus.cannotRun }
        if hasError { return DocumentInput.ExitStatus.problemsFound }
        return 0
    }

    /// One file's problems, found when it is read; a Markdown file's
    /// links are checked once every file is read (`CheckLinks`).
    struct CheckedFile {
        /// The problems of the `.laminate.json` in force, the first time it is met.
        var definitionProblems: [Problem] = []
        var problems: [Problem] = []
        /// For a Markdown file (not standard input): where it is and what
        /// its links are checked from.
        var markdown: (path: String, displayPath: String, links: LinkSummary, columns: CharacterColumns)?
    }

    static func check(
        _ input: DocumentInput, path: String, format: Format, printed: PrintedProblems,
        reportedDefinitions: inout Set<String>
    ) -> CheckedFile {
        var checked = CheckedFile()
        if let file = input.definitionFile, reportedDefinitions.insert(file.path).inserted {
            let columns = CharacterColumns(file.bytes)
            let shownPath = format.usesRepositoryPaths ? RepositoryPath.relative(file.path) : file.path
            checked.definitionProblems = file.loaded.problems.map {
                located($0, path: shownPath, columns: columns, format: format, printed: printed)
            }
        }
        if path != "-", let kind = ContainerKind(path: path) {
            checked.problems = containerProblems(input, kind: kind, format: format, printed: printed)
            return checked
        }
        // Checked a chunk at a time as it is parsed: the whole tree and its
        // attribute lists are never held (see `BatchCheck`), nor is any
        // problem once it is made into what is printed.
        let columns = CharacterColumns(input.bytes)
        let displayPath = format.usesRepositoryPaths ? RepositoryPath.relative(input.displayPath) : input.displayPath
        let found = BatchCheck(text: input.bytes, definition: input.definition) {
            located($0, path: displayPath, columns: columns, format: format, printed: printed)
        }
        checked.problems = found.problems
        if path != "-" { checked.markdown = (CheckLinks.absolute(path), displayPath, found.links, columns) }
        return checked
    }

    /// The problems of a container file, located in its text (decoded to
    /// UTF-8 first when it is UTF-16, so columns count its characters).
    static func containerProblems(_ input: DocumentInput, kind: ContainerKind, format: Format, printed: PrintedProblems) -> [Problem] {
        let displayPath = format.usesRepositoryPaths ? RepositoryPath.relative(input.displayPath) : input.displayPath
        switch ContainerText.decode(input.bytes) {
        case .failure(let failure):
            let diagnostic = Diagnostic(
                code: .unreadableContainer, message: "Cannot read this \(kind.displayName): \(failure.message).",
                range: failure.range)
            return [located(diagnostic, path: displayPath, columns: CharacterColumns([]), format: format, printed: printed)]
        case .success(let decoded):
            let analysis = ContainerAnalysis(text: decoded.text, kind: kind, definition: input.definition)
            let columns = CharacterColumns(decoded.text)
            return ContainerDiagnostics.check(analysis).map {
                located($0, path: displayPath, columns: columns, format: format, printed: printed)
            }
        }
    }

    /// `diagnostic` located in its file (`path`) and printed in `format`
    /// into `printed`.
    static func located(
        _ diagnostic: Diagnostic, path: String, columns: CharacterColumns, format: Format,
        printed: PrintedProblems
    ) -> Problem {
        let text: String
        switch format {
        case .text:
            let start = columns.location(ofUTF8Offset: diagnostic.range.start)
            text = diagnostic.formatted(path: path, line: start.line, column: start.column)
        case .gcc:
            let start = columns.location(ofUTF8Offset: diagnostic.range.start, in: .utf8)
            let severity = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "note"
            text = "\(path):\(start.line):\(start.column): \(severity): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        case .json:
            text = CheckJSON.object(
                diagnostic, path: path, start: columns.location(ofUTF8Offset: diagnostic.range.start),
                end: columns.location(ofUTF8Offset: diagnostic.range.end), columns: columns)
        case .sarif:
            let start = columns.location(ofUTF8Offset: diagnostic.range.start, in: .utf16)
            let lineStarts = columns.lineStarts
            let line = columns.contentRange(ofLine: start.line - 1, lineStarts: lineStarts)
            let bytes = columns.bytes
            let offending = bytes[min(diagnostic.range.start, bytes.count)..<min(max(diagnostic.range.start, diagnostic.range.end), bytes.count)]
            text = CheckSARIF.result(
                diagnostic, uri: RepositoryPath.uri(path), start: start,
                end: columns.location(ofUTF8Offset: diagnostic.range.end, in: .utf16),
                offending: offending, lineText: bytes[line.start..<line.end])
        case .github:
            text = CheckGitHub.command(
                diagnostic, path: path, start: columns.location(ofUTF8Offset: diagnostic.range.start, in: .utf16),
                end: columns.location(ofUTF8Offset: diagnostic.range.end, in: .utf16))
        }
        return Problem(start: diagnostic.range.start, isError: diagnostic.severity == .error, printed: printed.store(text))
    }
}
