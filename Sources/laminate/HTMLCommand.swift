import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate html FILE`: renders a document (or `-` for standard input) to
/// HTML, attribute spans as `<span>`s with `data-` attributes and inline
/// style (`AttributeSpanHTML`), with the nearest `.laminate.json` in force.
enum HTMLCommand {
    static func run(arguments: [String]) -> Int32 {
        let input: DocumentInput
        switch DocumentInput.readOnlyArgument(of: "html", arguments) {
        case .success(let read): input = read
        case .failure(let status): return status.code
        }
        let renderer = AttributeSpanHTML.renderer(definition: input.definition)
        // Parsed and rendered a chunk at a time and written as it is
        // rendered, a megabyte at a time: neither the whole tree nor the
        // whole HTML is ever held (nor copied into a `String` and `Data`).
        var written = true
        renderer.renderParsing(input.bytes) { piece in
            if written { written = WholeFile.write(piece) }
        }
        if !written {
            FileHandle.printError("cannot write the HTML to standard output")
            return DocumentInput.ExitStatus.cannotRun
        }
        return 0
    }
}
