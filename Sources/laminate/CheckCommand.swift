import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures

/// `laminate check [--format text|json] FILE…` (`-` for standard input):
/// prints every problem as `path:line:column: severity: message [LAMnnn]`
/// (columns in characters; see `CharacterColumns`), including the problems
/// of the `.laminate.json` files in force. A String Catalog (`.xcstrings`),
/// `.strings` file (UTF-8, or UTF-16 with a byte order mark) or Swift file
/// is checked string by string (see `ContainerDiagnostics`). Exit status 1 when any problem is
/// an error or a file cannot be read, else 0; 2 for a usage mistake.
enum CheckCommand {
    enum Format: String {
        case text, json
    }

    /// One problem, located for printing.
    struct Problem {
        var path: String
        var diagnostic: Diagnostic
        var start: CharacterColumns.Location
        var end: CharacterColumns.Location
        var columns: CharacterColumns
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
        guard !paths.isEmpty else { return HelpCommand.usageError("check takes one or more FILEs (or - for standard input)") }

        var problems: [Problem] = []
        var failed = false
        var reportedDefinitions: Set<String> = []
        for path in paths {
            guard let input = DocumentInput.readReportingFailure(path) else {
                failed = true
                continue
            }
            if let file = input.definitionFile, reportedDefinitions.insert(file.path).inserted {
                let columns = CharacterColumns(file.bytes)
                problems += file.loaded.problems.map { located($0, path: file.path, columns: columns) }
            }
            if path != "-", let kind = ContainerKind(path: path) {
                problems += containerProblems(input, kind: kind)
                continue
            }
            let tree = MarkdownParser.parse(input.bytes)
            let columns = CharacterColumns(input.bytes)
            problems += AttributeValidator.validate(tree, definition: input.definition).map {
                located($0, path: input.displayPath, columns: columns)
            }
        }
        switch format {
        case .text:
            var output = ""
            for problem in problems {
                output += problem.diagnostic.formatted(path: problem.path, line: problem.start.line, column: problem.start.column) + "\n"
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        case .json:
            FileHandle.standardOutput.write(Data((CheckJSON.array(problems) + "\n").utf8))
        }
        if failed || problems.contains(where: { $0.diagnostic.severity == .error }) { return 1 }
        return 0
    }

    /// The problems of a container file, located in its text (decoded to
    /// UTF-8 first when it is UTF-16, so columns count its characters).
    static func containerProblems(_ input: DocumentInput, kind: ContainerKind) -> [Problem] {
        switch ContainerText.decode(input.bytes) {
        case .failure(let failure):
            let diagnostic = Diagnostic(code: .unreadableContainer, message: "Cannot read this \(kind.displayName): \(failure.message).",
                                        range: failure.range)
            return [located(diagnostic, path: input.displayPath, columns: CharacterColumns([]))]
        case .success(let decoded):
            let analysis = ContainerAnalysis(text: decoded.text, kind: kind, definition: input.definition)
            let columns = CharacterColumns(decoded.text)
            return ContainerDiagnostics.check(analysis).map { located($0, path: input.displayPath, columns: columns) }
        }
    }

    static func located(_ diagnostic: Diagnostic, path: String, columns: CharacterColumns) -> Problem {
        Problem(path: path, diagnostic: diagnostic, start: columns.location(ofUTF8Offset: diagnostic.range.start),
                end: columns.location(ofUTF8Offset: diagnostic.range.end), columns: columns)
    }
}
