import LaminateDialect
import LaminateFeatures
import Testing

/// Heading anchor cases from `Tests/FeatureFixtures/heading-anchors.txt`:
/// each heading of the document as `anchor ← "text"`, in document order.
/// The first cases are github-slugger's own examples.
@Suite struct HeadingAnchorsTests {
    static let file = RenderedCaseFile("heading-anchors.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        FileSummary(text: Array(testCase.document.utf8)).headings
            .map { "\($0.anchor) ← \"\($0.text)\"" }.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 5) }

    @Test(arguments: cases) func anchors(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// A combining accent is a mark and stays; the variation selector of an
    /// emoji presentation too (as on GitHub).
    @Test(arguments: [
        ("Cafe\u{301}", "cafe\u{301}"), ("ok\u{FE0F}", "ok\u{FE0F}"), ("tab\there", "tabhere"),
        ("non\u{A0}breaking", "nonbreaking"), ("", ""),
    ])
    func baseSlug(_ text: String, _ expected: String) {
        #expect(HeadingSlugger.baseSlug(text) == expected)
    }

    /// A fragment is compared with anchors percent-decoded and lower-cased;
    /// one that is a key already is kept as it is.
    @Test(arguments: [
        ("sauce-1", "sauce-1"), ("Sauce", "sauce"), ("%53auce", "sauce"), ("caf%C3%A9", "café"), ("Café", "café"),
        ("🍋-zest", "🍋-zest"), ("100%", "100%"), ("%zz", "%zz"), ("", ""), ("ÉTÉ", "été"),
    ])
    func anchorKey(_ fragment: String, _ expected: String) {
        #expect(FileSummary.anchorKey(fragment) == expected)
    }

    /// Each ASCII character is kept or dropped as its general category says
    /// (the slugger reads ASCII without the table).
    @Test func asciiIsKeptByGeneralCategory() {
        let kept: Set<Unicode.GeneralCategory> = [.uppercaseLetter, .lowercaseLetter, .decimalNumber, .connectorPunctuation]
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            guard scalar != " ", scalar != "-" else { continue }
            let text = String(Character(scalar))
            let expected = kept.contains(scalar.properties.generalCategory) ? text.lowercased() : ""
            #expect(HeadingSlugger.baseSlug(text) == expected, "\(value)")
        }
    }

    /// A fragment is compared with anchors case-insensitively and with its
    /// percent-escapes decoded.
    @Test func fragmentsMatchAnchors() {
        let summary = FileSummary(text: Array("# Café au lait\n".utf8))
        #expect(summary.heading(anchor: "caf%C3%A9-au-lait")?.text == "Café au lait")
        #expect(summary.heading(anchor: "CAFÉ-AU-LAIT")?.text == "Café au lait")
        #expect(summary.heading(anchor: "cafe-au-lait") == nil)
    }
}
