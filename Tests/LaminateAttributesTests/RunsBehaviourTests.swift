import Foundation
import LaminateAttributes
import LaminateDialect
import Testing

/// The Foundation value of the runs behaves as spec section 4 says, and the
/// lowering survives any input.
struct RunsBehaviourTests {
    typealias Keys = AttributeScopes.LaminateAttributes

    static func attributed(_ markdown: String) -> AttributedString {
        AttributeRunBuilder.build(MarkdownParser.parse(Array(markdown.utf8))).attributedString
    }

    @Test func typedKeysCarryTheSpanValues() throws {
        let string = Self.attributed(
            #"^[x](ingredient: 3, foregroundColor: "green", kern: 1.5, font: {name: "Papyrus", size: 36}, underlineStyle: true, link: "https://a.example", morphology: {number: "plural"})"#
        )
        let run = try #require(string.runs.first)
        #expect(run.ingredient == 3)
        #expect(run.foregroundColor == "green")
        #expect(run.kern == 1.5)
        #expect(run.font == .custom(name: "Papyrus", size: 36))
        #expect(run.underlineStyle == "single")
        #expect(run.link == URL(string: "https://a.example"))
        #expect(run.morphology == MorphologyValue(number: "plural"))
        #expect(run[Keys.PresentationIntentAttribute.self]?.components.map(\.kind) == [.paragraph])
    }

    @Test func markdownFormattingUsesApplesKeys() throws {
        let string = Self.attributed("*a* **b** `c` [d](https://d.example) ![e](e.png)\n\n```swift\nf\n```")
        let intents = string.runs.map { $0[Keys.InlinePresentationIntentAttribute.self] ?? [] }
        #expect(intents.contains(.emphasized))
        #expect(intents.contains(.stronglyEmphasized))
        #expect(intents.contains(.code))
        #expect(string.runs.contains { $0.link == URL(string: "https://d.example") })
        #expect(string.runs.contains { $0.imageURL == URL(string: "e.png") })
        #expect(string.runs.contains { $0.languageIdentifier == "swift" })
    }

    /// `ingredient` is not inherited by text typed next to it, and is removed
    /// when the text it covers changes.
    @Test func ingredientIsInvalidatedWhenItsTextChanges() throws {
        var string = Self.attributed("^[butter](ingredient: 3) soft")
        let butter = try #require(string.range(of: "butter"))
        #expect(string[butter].ingredient == 3)
        string.characters.insert(contentsOf: "x", at: string.index(butter.lowerBound, offsetByCharacters: 2))
        #expect(string.runs.allSatisfy { $0.ingredient == nil })
    }

    @Test func addedTextDoesNotInheritIngredient() throws {
        var string = Self.attributed("^[butter](ingredient: 3) soft")
        let butter = try #require(string.range(of: "butter"))
        string.insert(AttributedString("salted "), at: butter.lowerBound)
        let salted = try #require(string.range(of: "salted "))
        #expect(string[salted].runs.allSatisfy { $0.ingredient == nil })
        #expect(string[try #require(string.range(of: "butter"))].ingredient == 3)
    }

    static let centredParagraph = "before\n\nsome ^[centred](alignment: \"center\") text\n\nafter"

    /// A paragraph attribute holds over its whole Markdown paragraph, and not beyond.
    @Test func paragraphAttributesFillTheirParagraph() {
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(Array(Self.centredParagraph.utf8)))
        let centred = zip(runs.runs, runs.runTexts).filter { $0.0.attributes.spanAttributes["alignment"] == .string("center") }
        #expect(centred.map(\.1) == ["some centred text"])
    }

    /// In the readable form each block is a Foundation paragraph of its own,
    /// so the Foundation value keeps the attribute on its paragraph only.
    @Test func readableFoundationValueKeepsParagraphAttributesPerBlock() throws {
        let runs = AttributeRunBuilder.buildReadable(MarkdownParser.parse(Array(Self.centredParagraph.utf8)))
        let string = runs.attributedString
        let text = try #require(string.range(of: "some centred text"))
        #expect(string[text].runs.allSatisfy { $0.alignment == "center" })
        #expect(string[try #require(string.range(of: "before"))].alignment == nil)
        #expect(string[try #require(string.range(of: "after"))].alignment == nil)
    }

    /// In Foundation's characters the three blocks are one Foundation
    /// paragraph (`beforesome centred textafter`: nothing between blocks),
    /// and Foundation keeps one value of a paragraph attribute per paragraph
    /// of its own, the one where it starts: here none.
    @Test func foundationValueHasOneParagraphValuePerFoundationParagraph() {
        let string = Self.attributed(Self.centredParagraph)
        #expect(String(string.characters) == "beforesome centred textafter")
        #expect(string.runs.allSatisfy { $0.alignment == nil })
    }

    @Test func declaredAttributesGoToCustomAttributes() throws {
        let loaded = FormattingDefinitionLoader.load(Array(#"{"attributes": {"difficulty": {"type": "enum", "values": ["easy", "hard"]}}}"#.utf8))
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(Array(#"^[x](difficulty: "hard")"#.utf8)), definition: loaded.definition)
        let run = try #require(runs.attributedString.runs.first)
        #expect(run[Keys.CustomAttributesAttribute.self] == ["difficulty": .string("hard")])
    }

    @Test func sourceOffsetsFindTheirRun() throws {
        let source = "a ^[b](kern: 1) c"
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(Array(source.utf8)))
        #expect(runs.runs.count == 3)
        #expect(runs.runIndex(atSourceOffset: 4) == 1)  // "b"
        #expect(runs.runIndex(atSourceOffset: 2) == nil)  // "^" is markup
        #expect(runs.runIndices(overlappingSource: ByteRange(0, source.utf8.count)) == [0, 1, 2])
        #expect(runs.runIndex(atTextOffset: 2) == 1)
    }

    /// Inputs the `parser` fuzz target found (`Tests/Fuzz`): the segments of
    /// the source map stay in source order without overlapping, and the
    /// start of each finds that segment's run.
    @Test(arguments: [
        // Inline HTML across two lines, whose second line is in the run of a
        // paragraph attribute: both lines had the whole HTML as their source.
        "<f\nb>^[t](alignment:\"center\")",
        "> <f\r\n> b\r> c>^[t](alignment:\"center\")",
    ])
    func sourceMapStaysInSourceOrder(markdown: String) {
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(Array(markdown.utf8)))
        var end = 0
        for segment in runs.segments {
            #expect(segment.sourceRange.start >= end, "\(segment.sourceRange) after \(end) in \(markdown.debugDescription)")
            #expect(runs.runIndex(atSourceOffset: segment.sourceRange.start) == segment.runIndex, "at \(segment.sourceRange)")
            end = segment.sourceRange.end
        }
    }

    @Test(arguments: [
        String(repeating: "> ", count: 5000) + "deep",
        String(repeating: "^[", count: 3000) + "x" + String(repeating: "](kern: 1)", count: 3000),
        String(repeating: "- ", count: 3000) + "item",
        "\u{0}NUL &#0; `\u{0}` \r\n\r\nx",
    ])
    func pathologicalInputsLowerWithoutTrapping(markdown: String) {
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(Array(markdown.utf8)))
        #expect(runs.runs.last?.textRange.upperBound ?? 0 == runs.text.utf8.count)
        #expect(!runs.text.contains("\u{0}"))
    }

    @Test func randomBytesLowerWithoutTrapping() {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("^[](){}:,\"'\\*_~`!<>&#;\n |-1aé😀".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(200) {
                bytes.append(random.chance(10) ? UInt8(truncatingIfNeeded: random.below(256)) : random.pick(alphabet))
            }
            let runs = AttributeRunBuilder.build(MarkdownParser.parse(bytes))
            #expect(runs.runs.last?.textRange.upperBound ?? 0 == runs.text.utf8.count)
        }
    }
}
