import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate runs [--base-url URL] [--readable] FILE` (`-` for standard
/// input): the document's attribute runs as JSON lines —
/// `{"text":…,"attributes":{…},"source":[[start,end],…]}` — with the nearest
/// `.laminate.json` in force. The characters are Foundation's (no separator
/// between blocks); `--readable` adds a `\n` between blocks, and says on
/// standard error that this is not what Foundation produces.
enum RunsCommand {
    static func run(arguments: [String]) -> Int32 {
        var baseURL: URL?
        var readable = false
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--base-url" || argument.hasPrefix("--base-url=") {
                let value = argument == "--base-url" ? remaining.popFirst() : String(argument.dropFirst("--base-url=".count))
                guard let value, let url = URL(string: value), url.scheme != nil else {
                    return HelpCommand.usageError("--base-url takes an absolute URL, such as https://example.com/docs/", command: "runs")
                }
                baseURL = url
            } else if argument == "--readable" {
                readable = true
            } else if argument.hasPrefix("--"), argument != "-" {
                return HelpCommand.usageError("unknown option \(argument) for runs", command: "runs")
            } else {
                files.append(argument)
            }
        }
        let input: DocumentInput
        switch DocumentInput.readOnlyArgument(of: "runs", files) {
        case .success(let read): input = read
        case .failure(let status): return status.code
        }
        let tree = MarkdownParser.parse(input.bytes)
        let runs: AttributeRuns
        if readable {
            FileHandle.printError("--readable: a \\n is added between blocks; Foundation's AttributedString(markdown:) has none")
            runs = AttributeRunBuilder.buildReadable(tree, definition: input.definition, baseURL: baseURL)
        } else {
            runs = AttributeRunBuilder.build(tree, definition: input.definition, baseURL: baseURL)
        }
        FileHandle.standardOutput.write(Data(runs.jsonLines().utf8))
        return 0
    }
}
