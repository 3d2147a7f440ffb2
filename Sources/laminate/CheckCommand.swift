import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateServer

/// `laminate check [--format text|json] FILE|DIR…` (`-` for standard input):
/// prints every problem as `path:line:column: severity: message [LAMnnn]`
/// (columns in characters; see `CharacterColumns`), including the problems
/// of the `.laminate.json` files in force. A String Catalog (`.xcstrings`),
/// `.strings` file (UTF-8, or UTF-16 with a byte order mark) or Swift file
/// is checked string by string (see `ContainerDiagnostics`). A DIR stands
/// for every Markdown file under it that the workspace index would read
/// (`WorkspaceListing`), and the links of every Markdown file are checked
/// across files (`CheckLinks`). Exit status 1 when any problem is
/// an error or a file cannot be read, else 0; 2 for a usage mistake.
enum CheckCommand {
    enum Format: String {
        case text, json
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
                    return HelpCommand.usageError("--format takes text or json")
                }
                format = chosen
            } else if argument.hasPrefix("--"), argument != "-" {
                return HelpCommand.usageError("unknown option \(argument) for check")
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return HelpCommand.usageError("check takes one or more FILEs or DIRs (or - for standard input)") }

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
            guard let input = DocumentInput.readReportingFailure(path) else {
                failed = true
                continue
            }
            files.append(check(input, path: path, format: format, printed: printed, reportedDefinitions: &reportedDefinitions))
        }
        links.check(&files, format: format, printed: printed)
        var output = CheckOutput()
        var hasError = false
        var first = true
        if format == .json { output.append("[") }
        for file in files {
            for problem in [file.definitionProblems, file.problems].joined() {
                switch format {
                case .text:
                    printed.withBytes(of: problem.printed) { output.append($0) }
                    output.append("\n")
                case .json:
                    if !first { output.append(",\n ") }
                    printed.withBytes(of: problem.printed) { output.append($0) }
                }
                first = false
                hasError = hasError || problem.isError
            }
        }
        if format == .json { output.append("]\n") }
        output.flush()
        if failed || hasError { return 1 }
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

    static func check(_ input: DocumentInput, path: String, format: Format, printed: PrintedProblems,
                      reportedDefinitions: inout Set<String>) -> CheckedFile {
        var checked = CheckedFile()
        if let file = input.definitionFile, reportedDefinitions.insert(file.path).inserted {
            let columns = CharacterColumns(file.bytes)
            checked.definitionProblems = file.loaded.problems.map {
                located($0, path: file.path, columns: columns, format: format, printed: printed)
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
        let displayPath = input.displayPath
        let found = BatchCheck(text: input.bytes, definition: input.definition) {
            located($0, path: displayPath, columns: columns, format: format, printed: printed)
        }
        checked.problems = found.problems
        if path != "-" { checked.markdown = (CheckLinks.absolute(path), input.displayPath, found.links, columns) }
        return checked
    }

    /// The problems of a container file, located in its text (decoded to
    /// UTF-8 first when it is UTF-16, so columns count its characters).
    static func containerProblems(_ input: DocumentInput, kind: ContainerKind, format: Format, printed: PrintedProblems) -> [Problem] {
        switch ContainerText.decode(input.bytes) {
        case .failure(let failure):
            let diagnostic = Diagnostic(code: .unreadableContainer, message: "Cannot read this \(kind.displayName): \(failure.message).",
                                        range: failure.range)
            return [located(diagnostic, path: input.displayPath, columns: CharacterColumns([]), format: format, printed: printed)]
        case .success(let decoded):
            let analysis = ContainerAnalysis(text: decoded.text, kind: kind, definition: input.definition)
            let columns = CharacterColumns(decoded.text)
            return ContainerDiagnostics.check(analysis).map {
                located($0, path: input.displayPath, columns: columns, format: format, printed: printed)
            }
        }
    }

    /// `diagnostic` located in its file (`path`) and printed in `format`
    /// into `printed`.
    static func located(_ diagnostic: Diagnostic, path: String, columns: CharacterColumns, format: Format,
                        printed: PrintedProblems) -> Problem {
        let start = columns.location(ofUTF8Offset: diagnostic.range.start)
        let text = switch format {
        case .text:
            diagnostic.formatted(path: path, line: start.line, column: start.column)
        case .json:
            CheckJSON.object(diagnostic, path: path, start: start, end: columns.location(ofUTF8Offset: diagnostic.range.end),
                             columns: columns)
        }
        return Problem(start: diagnostic.range.start, isError: diagnostic.severity == .error, printed: printed.store(text))
    }
}
