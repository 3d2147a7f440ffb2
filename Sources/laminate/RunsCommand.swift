import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate runs FILE` (`-` for standard input): the document's attribute
/// runs as JSON lines — `{"text":…,"attributes":{…},"source":[[start,end],…]}`
/// — with the nearest `.laminate.json` in force.
enum RunsCommand {
    static func run(arguments: [String]) -> Int32 {
        let input: DocumentInput
        switch DocumentInput.readOnlyArgument(of: "runs", arguments) {
        case .success(let read): input = read
        case .failure(let status): return status.code
        }
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(input.bytes), definition: input.definition)
        FileHandle.standardOutput.write(Data(runs.jsonLines().utf8))
        return 0
    }
}
