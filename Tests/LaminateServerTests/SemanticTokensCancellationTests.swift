import LaminateProtocol
import Testing

@testable import LaminateServer

/// A tokens request cancelled while it computed keeps nothing: its result
/// is never sent, and the two results a document keeps for deltas must be
/// ones the client received.
struct SemanticTokensCancellationTests {
    @Test(arguments: [false, true]) func aCancelledRequestKeepsNoResult(delta: Bool) async throws {
        var state = ServerState()
        let uri = DocumentURI("file:///cancelled.md")
        _ = state.documents.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: "**bold** ^[egg](ingredient: 1)\n"))
        let snapshot = try #require(state.documents[uri])
        let connection = InProcessConnection()
        let context = RequestContext(
            state: state, logger: ServerLogger(sink: MemoryLogSink(), connection: connection, trace: .off),
            fileSystem: ConfigurationTests.MemoryFileSystem(), connection: connection)
        let request = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            if delta {
                _ = try await SemanticTokensHandlers.delta(
                    .init(textDocument: .init(uri: uri), previousResultId: "0.0"), context)
            } else {
                _ = try await SemanticTokensHandlers.full(.init(textDocument: .init(uri: uri)), context)
            }
        }
        await #expect(throws: ResponseError.requestCancelled) { try await request.value }
        let resultId = SemanticTokensResults.resultId(revision: snapshot.revision, generation: state.configuration.generation)
        #expect(state.cache(of: snapshot).tokens(of: resultId) == nil)
    }
}
