import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate html FILE`: renders a document (or `-` for standard input) to
/// HTML, attribute spans as `<span>`s with `data-` attributes and inline
/// style (`AttributeSpanHTML`), with the nearest `.laminate.json` in force.
enum HTMLCommand {
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 1, let path = arguments.first else {
            return HelpCommand.usageError("html takes exactly one FILE (or - for standard input)")
        }
        let input: DocumentInput
        do {
            input = try DocumentInput.read(path)
        } catch {
            FileHandle.printError("cannot read \(path)")
            return 1
        }
        let tree = MarkdownParser.parse(input.bytes)
        let renderer = AttributeSpanHTML.renderer(definition: input.definition)
        FileHandle.standardOutput.write(Data(renderer.render(tree).utf8))
        return 0
    }
}
