import Foundation
import LaminateFeatures

/// `laminate format [--check] FILE…` (`-` for standard input): writes each
/// file's attribute lists in their canonical form, as the server's
/// `textDocument/formatting` does, and nothing else. Files are rewritten in
/// place (standard input goes to standard output, formatted).
///
/// With `--check` nothing is written: each file that would change is named
/// on standard output and the exit status is 1, so CI can require
/// formatted documents.
/// 2 when a file cannot be read or written, or for a usage mistake.
enum FormatCommand {
    static func run(arguments: [String]) -> Int32 {
        var check = false
        var paths: [String] = []
        for argument in arguments {
            if argument == "--check" {
                check = true
            } else if argument.hasPrefix("--"), argument != "-" {
                return HelpCommand.usageError("unknown option \(argument) for format", command: "format")
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else { return HelpCommand.usageError("format takes one or more FILEs (or - for standard input)", command: "format") }

        var status: Int32 = 0
        for path in paths {
            guard let input = DocumentInput.readReportingFailure(path, command: "format") else {
                status = DocumentInput.ExitStatus.cannotRun
                continue
            }
            let formatted = AttributeListFormatting.formatted(DocumentAnalysis(text: input.bytes, definition: input.definition))
            if check {
                if formatted != input.bytes {
                    print("\(input.displayPath): attribute lists are not formatted")
                    status = max(status, DocumentInput.ExitStatus.problemsFound)
                }
            } else if path == "-" {
                FileHandle.standardOutput.write(Data(formatted))
            } else if formatted != input.bytes {
                do {
                    try Data(formatted).write(to: URL(fileURLWithPath: path))
                } catch {
                    FileHandle.printError(
                        "cannot write \(path): \(error.localizedDescription); make it writable, or run laminate format - < \(path) to see the result")
                    status = DocumentInput.ExitStatus.cannotRun
                }
            }
        }
        return status
    }
}
