import LaminateAttributes
import LaminateDialect
import Testing

@testable import LaminateFeatures

/// Colour values found in attribute lists, and picked colours written back.
struct DocumentColorsTests {
    /// Fixture text where `«…»` marks each colour value expected, with the colour it should have.
    struct Case: Sendable, CustomStringConvertible {
        var marked: String
        var colors: [String]
        var definition: String? = nil
        var description: String { marked }
    }

    static let cases: [Case] = [
        Case(marked: "^[a](foregroundColor: \"«green»\")", colors: ["#34C759"]),
        Case(marked: "^[a](backgroundColor: '«#0a0»', underlineColor: \"«#11223344»\")", colors: ["#00AA00", "#11223344"]),
        Case(marked: "^[a](strikethroughColor: \"«#ABCDEF»\", kern: 1, foregroundColor: \"nope\")", colors: ["#ABCDEF"]),
        Case(marked: "^[a](font: \"red\", link: \"blue\")", colors: []),
        Case(marked: "^[a](foregroundColor: \"«clear»\") ^[b](foregroundColor: \"«secondary»\")", colors: ["#00000000", "#3C3C4399"]),
        Case(marked: "🍞 ^[パン](foregroundColor: \"«brown»\")\n\n^[x]: foregroundColor: \"«#fff»\"", colors: ["#A2845E", "#FFFFFF"]),
        Case(marked: "^[broken](foregroundColor: \"red\"", colors: []),
        Case(
            marked: "^[a](highlight: \"«pink»\", foregroundColor: \"«teal»\")", colors: ["#FF2D55", "#30B0C7"],
            definition: "{\"attributes\": {\"highlight\": {\"type\": \"color\"}}}"),
    ]

    @Test(arguments: cases)
    func colorsAreFoundBetweenTheQuotes(_ testCase: Case) {
        var text: [UInt8] = []
        var expected: [ByteRange] = []
        var start = 0
        for scalar in testCase.marked.unicodeScalars {
            switch scalar {
            case "«": start = text.count
            case "»": expected.append(ByteRange(start, text.count))
            default: text += Array(String(scalar).utf8)
            }
        }
        let definition = testCase.definition.map { FormattingDefinitionLoader.load(Array($0.utf8)).definition } ?? .builtIn
        let colors = DocumentColors.colors(in: DocumentAnalysis(text: text, definition: definition))
        #expect(colors.map(\.range) == expected)
        #expect(colors.map(\.color.hexString) == testCase.colors)
    }

    /// The colours read from the attribute lists table, chunk by chunk, are
    /// those of every span and definition met walking the whole tree, in
    /// the same order: documents of many small chunks, reference-form spans
    /// among them, under a definition with colour keys of its own.
    @Test(arguments: [48, 4096])
    func colorsOfTheListsTableAreThoseOfTheTree(chunkSize: Int) {
        for (index, document) in IncrementalAnalysisTests.documents.enumerated() {
            let text = document + Array("\n\n^[a](foregroundColor: \"red\") ^[b][c]\n\n^[c]: backgroundColor: \"#123\"\n".utf8)
            let analysis = DocumentAnalysis(
                tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text),
                definition: IncrementalAnalysisTests.exampleDefinition)
            let colors = DocumentColors.colors(in: analysis)
            #expect(colors == Self.colorsWalkingTheTree(analysis), "document \(index)")
            #expect(colors.count >= 2, "document \(index)")
        }
    }

    /// The reference: every non-reference span's and every definition's
    /// list, found by walking the tree.
    static func colorsWalkingTheTree(_ analysis: DocumentAnalysis) -> [ColorValue] {
        let tree = analysis.tree
        var values: [ColorValue] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            switch tree[id].kind {
            case .attributeSpan(let info) where info.referenceLabel == nil: break
            case .attributeDefinition: break
            default: return true
            }
            guard let list = analysis.attributeLists.validList(of: id) else { return true }
            for member in list.object.members {
                guard let rule = analysis.definition[member.key]?.rule, DocumentColors.accepts(rule),
                    let text = member.value.stringValue, let color = RGBAColor(colorValue: text)
                else { continue }
                values.append(ColorValue(range: DocumentColors.contentRange(of: member.value, in: list), color: color))
            }
            return true
        }
        return values
    }

    @Test func everyNamedColorIsOneTheCatalogAccepts() {
        #expect(NamedColorValues.all.map(\.name) == NamedColors.all)
    }

    @Test(arguments: [
        (RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255), "green"),
        (RGBAColor(red: 0, green: 0, blue: 0), "black"),
        (RGBAColor(red: 0, green: 122 / 255, blue: 1), "blue"),
        (RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), "clear"),
        (RGBAColor(red: 0.5, green: 0.25, blue: 1), "#8040FF"),
        (RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), "#FF000080"),
        (RGBAColor(red: 2, green: -1, blue: .nan, alpha: .infinity), "#FF0000"),
    ])
    func pickedColorsAreWrittenAsNamesOrHex(color: RGBAColor, written: String) {
        #expect(DocumentColors.presentation(of: color) == written)
    }

    @Test func everyNamedColorRoundTrips() {
        for (name, color) in NamedColorValues.all where !["primary", "accentColor"].contains(name) {
            #expect(DocumentColors.presentation(of: color) == name)
        }
    }

    @Test(arguments: ["", "#", "#12", "#12345", "#1234567", "#GGG", "green ", "Green", "#ＡＢＣ"])
    func nonColorsAreNotColors(text: String) {
        #expect(RGBAColor(colorValue: text) == nil)
    }
}
