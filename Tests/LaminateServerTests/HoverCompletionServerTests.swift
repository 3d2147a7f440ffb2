import LaminateProtocol
import Testing

@testable import LaminateServer

/// Hover and completion through the server use the formatting definition
/// nearest the document, and follow it when it changes.
struct HoverCompletionServerTests {
    static let definition = """
        {"scope": ["foregroundColor", "ingredient"],
         "constraints": [{"name": "IngredientsAreGreen", "attribute": "foregroundColor",
                          "when": {"present": "ingredient"}, "value": "green"}]}
        """

    @Test func definitionNarrowsCompletionAndAddsConstraintsToHover() async throws {
        let fileSystem = ConfigurationTests.MemoryFileSystem()
        fileSystem.set("/root/.laminate.json", Self.definition)
        let client = InProcessClient(fileSystem: fileSystem)
        try await client.initialize(offering: ["utf-16"], rootURI: DocumentURI("file:///root"))
        let document = DocumentURI("file:///root/recipe.md")
        let text = "^[butter](ingredient: 1, foregroundColor: \"red\") ^[x]("
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: document, languageId: "markdown", version: 1, text: text)))

        let completion = try await client.request(
            id: 1, CompletionRequest.self,
            .init(
                textDocument: .init(uri: document), position: Position(line: 0, character: text.utf16.count)))
        #expect(completion?.items.map(\.label) == ["foregroundColor", "ingredient"])
        // The client declared no snippet support: plain `key: `.
        #expect(completion?.items.first?.textEdit?.newText == "foregroundColor: ")
        #expect(completion?.items.first?.insertTextFormat == InsertTextFormat.plainText.rawValue)

        let hover = try await client.request(
            id: 2, HoverRequest.self,
            .init(
                textDocument: .init(uri: document), position: Position(line: 0, character: 4)))
        #expect(hover?.contents.value.contains("Constraint `IngredientsAreGreen`: `foregroundColor` should be `\"green\"`") == true)
        #expect(hover?.range == LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 48)))

        let closed = try? await client.request(
            id: 3, HoverRequest.self,
            .init(
                textDocument: .init(uri: DocumentURI("file:///root/other.md")), position: Position(line: 0, character: 0)))
        #expect(closed == nil, "a document that is not open is an error")
        #expect(await client.shutDown() == 0)
    }
}
