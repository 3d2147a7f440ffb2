import Foundation
import LaminateProtocol
import Testing

/// The document structure results: a selection chain is coded as nested
/// `parent` objects by a loop, and both outline forms decode as they encode.
struct StructureJSONTests {
    static func range(_ line: Int) -> LSPRange {
        LSPRange(start: Position(line: line, character: 0), end: Position(line: line + 1, character: 2))
    }

    @Test(arguments: [1, 2, 64])
    func selectionRangesNestParents(depth: Int) throws {
        let selection = SelectionRange(ranges: (0..<depth).map(Self.range))
        let json = try JSONValue(encoding: selection)
        var current: JSONValue? = json
        for line in 0..<depth {
            #expect(current?["range"]?["start"]?["line"] == .integer(line))
            current = current?["parent"]
        }
        #expect(current == nil)
        #expect(try JSONValue.decode(SelectionRange.self, from: json) == selection)
        #expect(try JSONDecoder().decode(SelectionRange.self, from: JSONEncoder().encode(selection)) == selection)
    }

    @Test func outlineFormsRoundTrip() throws {
        let child = DocumentSymbol(name: "b", detail: "ingredient 1", kind: .variable, range: Self.range(1), selectionRange: Self.range(1), children: nil)
        let nested = DocumentSymbolResult.hierarchical([
            DocumentSymbol(name: "a", detail: nil, kind: .string, range: Self.range(0), selectionRange: Self.range(0), children: [child]),
        ])
        let flat = DocumentSymbolResult.flat([
            SymbolInformation(name: "a", kind: .string, location: LSPLocation(uri: DocumentURI("file:///a.md"), range: Self.range(0)), containerName: nil),
        ])
        for result in [nested, flat] {
            #expect(try JSONValue.decode(DocumentSymbolResult.self, from: JSONValue(encoding: result)) == result)
        }
    }
}
