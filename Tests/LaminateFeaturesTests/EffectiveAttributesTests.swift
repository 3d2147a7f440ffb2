import LaminateDialect
import LaminateFeatures
import Testing

/// `EffectiveAttributes` on its own: one key's value at the cursor `$0`
/// (nil: the key is absent there). The cursor names the character after it,
/// as a hover does, so a cursor at the end of a construct is outside it.
@Suite struct EffectiveAttributesTests {
    struct Case: CustomStringConvertible, Sendable {
        var document: String
        var key: String
        var value: String?
        var description: String { "\(key) in \(document.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(document: "^[a ^[b$0](k: 2)](k: 1)", key: "k", value: "2"),
        Case(document: "^[a$0 ^[b](k: 2)](k: 1)", key: "k", value: "1"),
        Case(document: "^[a$0](k: 1, k: 2)", key: "k", value: "1"),
        Case(document: "^[x$0](a: {b: [1, 2]})", key: "a", value: "{b: [1, 2]}"),
        Case(document: "***bo$0th***", key: "inlinePresentationIntent", value: "emphasized, stronglyEmphasized"),
        Case(document: "~~a `co$0de`~~", key: "inlinePresentationIntent", value: "strikethrough, code"),
        Case(document: "^[x$0](k: 1) y", key: "inlinePresentationIntent", value: nil),
        Case(document: "x ^[y](k: 1) $0z", key: "k", value: nil),
        Case(document: "[a ^[b$0](link: \"https://in.example\")](https://out.example)", key: "link", value: "\"https://in.example\""),
        Case(document: "# $0T", key: "presentationIntent", value: "header 1"),
        Case(document: "1. a\n2. b\n   > $0c", key: "presentationIntent", value: "orderedList › listItem 2 › blockQuote › paragraph"),
        Case(document: "- a\n\n  ```\n  co$0de\n  ```", key: "presentationIntent", value: "unorderedList › listItem 1 › codeBlock"),
        Case(document: "| $0a |\n|---|", key: "presentationIntent", value: "table › tableHeaderRow › tableCell 0"),
        Case(document: "^[x$0][l]\n\n^[l]: k: 5", key: "k", value: "5"),
        Case(document: "^[x$0](k: ", key: "k", value: nil),
    ]

    @Test(arguments: cases) func value(_ testCase: Case) {
        let document = CursorMarkedDocument(testCase.document)
        let attributes = EffectiveAttributes(at: document.cursor, in: DocumentAnalysis(text: document.bytes))
        #expect(attributes[testCase.key]?.value == testCase.value)
    }

    @Test func sourcesNameTheMarkupAndItsLine() {
        let document = CursorMarkedDocument("a\n\n*b ^[c$0](k: 1)*")
        let attributes = EffectiveAttributes(at: document.cursor, in: DocumentAnalysis(text: document.bytes))
        #expect(attributes["k"]?.sources.map(\.line) == [3])
        #expect(attributes["k"]?.sources.first?.markup == "^[c](…)")
        #expect(attributes["inlinePresentationIntent"]?.sources.first?.markup == "*…*")
        #expect(attributes.range == ByteRange(6, 16))
    }
}
