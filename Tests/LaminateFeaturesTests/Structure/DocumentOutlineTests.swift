import LaminateDialect
import LaminateFeatures
import Testing

/// Outline cases from `Tests/FeatureFixtures/document-symbols.txt`: a
/// document, then `---`, then one line per symbol, indented by nesting:
/// kind, name, detail, range (`line:column`, from 1, in characters) and
/// the selection range's source.
@Suite struct DocumentOutlineTests {
    static let file = RenderedCaseFile("document-symbols.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let document = CursorMarkedDocument(testCase.document)
        let analysis = DocumentAnalysis(text: document.bytes)
        let dump = SourcePositionDump(document.bytes)
        var lines: [String] = []
        var pending = DocumentOutline.symbols(in: analysis).reversed().map { ($0, 0) }
        while let (symbol, depth) = pending.popLast() {
            let detail = symbol.detail.map { " (\($0))" } ?? ""
            lines.append(
                String(repeating: "  ", count: depth) + "\(kindName(symbol.kind)) \"\(symbol.name)\"\(detail) "
                    + "\(dump.range(symbol.range)) \(dump.quoted(symbol.selectionRange))")
            pending.append(contentsOf: symbol.children.reversed().map { ($0, depth + 1) })
        }
        return lines.isEmpty ? "(none)" : lines.joined(separator: "\n")
    }

    static func kindName(_ kind: OutlineSymbol.Kind) -> String {
        switch kind {
        case .heading(let level): "h\(level)"
        case .ingredient: "ingredient"
        case .linkDefinition: "link-definition"
        case .attributeDefinition: "attribute-definition"
        }
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 6) }

    @Test(arguments: cases) func outline(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// Every child lies inside its parent, as LSP requires, and every
    /// selection range inside its symbol's range.
    @Test(arguments: cases) func childrenLieInsideTheirParents(_ testCase: CursorCaseFile.Case) {
        let analysis = DocumentAnalysis(text: CursorMarkedDocument(testCase.document).bytes)
        var pending = DocumentOutline.symbols(in: analysis)
        while let symbol = pending.popLast() {
            #expect(symbol.range.contains(symbol.selectionRange), "\(symbol.name)")
            #expect(!symbol.name.isEmpty)
            for child in symbol.children { #expect(symbol.range.contains(child.range), "\(child.name) in \(symbol.name)") }
            pending.append(contentsOf: symbol.children)
        }
    }
}
