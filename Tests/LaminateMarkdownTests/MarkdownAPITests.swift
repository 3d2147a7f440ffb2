#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown
import Testing

/// The API as Foundation's: the sources, the scope forms, the types' members.
struct MarkdownAPITests {
    static let markdown = "# Title\n\nSee ^[**this**](rainbow: 'fun', ingredient: 2) and [that](a/b.html).\n"
    static let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true)

    @Test func stringDataAndURLSourcesAgree() throws {
        let fromString = try AttributedString(markdown: Self.markdown, including: \.testApp, options: Self.options)
        let fromData = try AttributedString(markdown: Data(Self.markdown.utf8), including: \.testApp, options: Self.options)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-markdown-\(UUID().uuidString).md")
        try Data(Self.markdown.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromURL = try AttributedString(contentsOf: file, including: \.testApp, options: Self.options)
        let byType = try AttributedString(markdown: Self.markdown, including: AttributeScopes.TestAppAttributes.self, options: Self.options)
        #expect(fromString == fromData)
        #expect(fromString == fromURL)
        #expect(fromString == byType)
        // The URL source resolves against baseURL only, as Foundation's does.
        #expect(fromURL.runs.compactMap(\.link).map(\.absoluteString) == ["a/b.html"])
    }

    @Test func runsCarryApplesAttributes() throws {
        let string = try AttributedString(markdown: Self.markdown, including: \.testApp, options: Self.options)
        let bold = try #require(string.runs.first { $0.inlinePresentationIntent == .stronglyEmphasized })
        #expect(bold.rainbow == .fun)
        #expect(bold[RecipeIngredientAttribute.self] == 2)
        #expect(bold.presentationIntent?.components.map(\.kind) == [.paragraph])
        let title = try #require(string.runs.first)
        #expect(title.presentationIntent == PresentationIntent(.header(level: 1), identity: 1))
        #expect(String(string.characters) == "TitleSee this and that.")
    }

    @Test func keysOutsideTheScopeAreIgnored() throws {
        // The default scope is Foundation's, which on Linux has no Markdown keys.
        let string = try AttributedString(markdown: Self.markdown, options: Self.options)
        #expect(string.runs.allSatisfy { $0.rainbow == nil && $0[RecipeIngredientAttribute.self] == nil })
    }

    @Test func indentationLevelCountsNestedLists() throws {
        let string = try AttributedString(markdown: "- a\n  - b\n\npara")
        let levels = string.runs.map { $0.presentationIntent?.indentationLevel ?? -1 }
        #expect(levels == [0, 1, 0])
    }

    @Test func optionsAreFoundationsDefaults() {
        let options = AttributedString.MarkdownParsingOptions()
        #expect(options.allowsExtendedAttributes == false)
        #expect(options.interpretedSyntax == .full)
        #expect(options.failurePolicy == .throwError)
        #expect(options.languageCode == nil)
    }

    @Test func inlinePresentationIntentHasApplesRawValues() {
        let intents: [InlinePresentationIntent] = [
            .emphasized, .stronglyEmphasized, .code, .strikethrough, .softBreak, .lineBreak,
            .inlineHTML, .blockHTML,
        ]
        #expect(intents.map(\.rawValue) == [1, 2, 4, 32, 64, 128, 256, 512])
    }
}
#endif
