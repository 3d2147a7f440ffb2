import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate runs FILE` (`-` for standard input): the document's attribute
/// runs as JSON lines — `{"text":…,"attributes":{…},"source":[[start,end],…]}`
/// — with the nearest `.laminate.json` in force.
enum RunsCommand {
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 1, let path = arguments.first else {
            return HelpCommand.usageError("runs takes exactly one FILE (or - for standard input)")
        }
        let input: DocumentInput
        do {
            input = try DocumentInput.read(path)
        } catch {
            FileHandle.printError("cannot read \(path)")
            return 1
        }
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(input.bytes), definition: input.definition)
        FileHandle.standardOutput.write(Data(runs.jsonLines().utf8))
        return 0
    }
}
