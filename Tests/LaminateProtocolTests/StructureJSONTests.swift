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
        let child = DocumentSymbol(
            name: "b", detail: "ingredient 1", kind: .variable, range: Self.range(1), selectionRange: Self.range(1), children: nil)
        let nested = DocumentSymbolResult.hierarchical([
            DocumentSymbol(name: "a", detail: nil, kind: .string, range: Self.range(0), selectionRange: Self.range(0), children: [child])
        ])
        let flat = DocumentSymbolResult.flat([
            SymbolInformation(
                name: "a", kind: .string, location: LSPLocation(uri: DocumentURI("file:///a.md"), range: Self.range(0)), containerName: nil)
        ])
        for result in [nested, flat] {
            #expect(try JSONValue.decode(DocumentSymbolResult.self, from: JSONValue(encoding: result)) == result)
        }
    }

    /// Each result's direct JSON is what its `Encodable` conformance gives through `JSONEncoder` (colour swatches too).
    @Test func directJSONEqualsEncodedJSON() throws {
        let child = DocumentSymbol(
            name: "b", detail: "ingredient 1", kind: .variable, range: Self.range(1), selectionRange: Self.range(1), children: nil)
        let symbols = DocumentSymbolResult.hierarchical([
            DocumentSymbol(name: "a", detail: nil, kind: .string, range: Self.range(0), selectionRange: Self.range(0), children: [child])
        ])
        let flat = DocumentSymbolResult.flat([
            SymbolInformation(
                name: "a", kind: .key, location: LSPLocation(uri: DocumentURI("file:///a.md"), range: Self.range(0)), containerName: "x"),
            SymbolInformation(
                name: "b", kind: .property, location: LSPLocation(uri: DocumentURI("file:///a.md"), range: Self.range(1)), containerName: nil),
        ])
        let folds = [
            FoldingRange(startLine: 0, startCharacter: 3, endLine: 4, endCharacter: 1, kind: .comment),
            FoldingRange(startLine: 1, startCharacter: nil, endLine: 2, endCharacter: nil, kind: nil),
        ]
        let selections = [SelectionRange(ranges: [Self.range(0)]), SelectionRange(ranges: (0..<5).map(Self.range))]
        let edits = [TextEdit(range: Self.range(2), newText: "kern: 1")]
        func check<Value: JSONValueRepresentable>(_ value: Value) throws {
            #expect(value.jsonValue == (try JSONParser.parse(Array(JSONEncoder().encode(value)))))
        }
        try check(symbols)
        try check(flat)
        for fold in folds { try check(fold) }
        for selection in selections { try check(selection) }
        for edit in edits { try check(edit) }
        try check(ColorInformation(range: Self.range(3), color: LSPColor(red: 1, green: 0.5, blue: 52.0 / 255, alpha: 0)))
        try check(ColorInformation(range: Self.range(4), color: LSPColor(red: 0, green: 1e-9, blue: 1, alpha: 0.6)))
    }
}
