import LaminateProtocol
import Testing

@testable import LaminateServer

/// Rename through the server: files that are not open are read again
/// before their edits are made, so the edits fit the disk as it is now.
struct RenameServerTests {
    typealias Workspace = WorkspaceIndexServerTests.GatedWorkspace

    @Test func filesChangedOnDiskSinceIndexingAreReadAgain() async throws {
        let workspace = Workspace(fileCount: 3)
        workspace.open()
        let client = InProcessClient(fileSystem: workspace)
        try await client.initialize(offering: ["utf-16"], rootURI: DocumentURI("file:///root"))
        let document = WorkspaceIndexServerTests.document
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: document, languageId: "markdown", version: 1, text: WorkspaceIndexServerTests.text)))
        _ = await client.request(id: 1, method: FlushIndexRequest.method, params: nil)

        // Changed behind the index's back (no watched-file notification): a line before the span, and a span gone.
        workspace.set("/root/d00/f00001.md", "A new first line.\n" + Workspace.text(1))
        workspace.set("/root/d00/f00002.md", "No butter here any more.\n")
        let edit = try await client.request(
            id: 2, RenameRequest.self,
            .init(
                textDocument: .init(uri: document), position: Position(line: 2, character: 8), newName: "5"))
        let changes = try #require(edit?.changes)
        #expect(changes.keys.sorted() == ["file:///root/d00/f00000.md", "file:///root/d00/f00001.md", document.string])
        #expect(
            changes["file:///root/d00/f00000.md"] == [
                TextEdit(
                    range: LSPRange(
                        start: Position(line: 2, character: 27),
                        end: Position(line: 2, character: 28)), newText: "5")
            ])
        #expect(
            changes["file:///root/d00/f00001.md"] == [
                TextEdit(
                    range: LSPRange(
                        start: Position(line: 3, character: 27),
                        end: Position(line: 3, character: 28)), newText: "5")
            ])

        // The same request as `prepareRename` names the id; a taken id is refused with the reason.
        let prepared = try await client.request(
            id: 3, PrepareRenameRequest.self,
            .init(
                textDocument: .init(uri: document), position: Position(line: 2, character: 8)))
        #expect(prepared?.placeholder == "3")
        let refused = await client.request(
            id: 4, method: RenameRequest.method,
            params: .object([
                "textDocument": .object(["uri": .string(document.string)]),
                "position": .object(["line": .integer(2), "character": .integer(8)]),
                "newName": .string("-2"),
            ]))
        guard case .error(let error)? = refused else {
            Issue.record("expected an error, got \(String(describing: refused))")
            return
        }
        #expect(error.code == ResponseError.invalidParamsCode)
        #expect(await client.shutDown() == 0)
    }
}
