import LaminateProtocol

/// `laminate/documentText`: the server's copy of a document.
enum DocumentTextHandler {
    static func handle(_ params: DocumentTextRequest.Params, _ context: RequestContext) throws(ResponseError) -> DocumentTextRequest.Result {
        guard let document = context.state.documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("document \(params.textDocument.uri) is not open")
        }
        return DocumentTextRequest.Result(
            uri: document.uri, version: document.version, text: document.string, lineCount: document.lineIndex.lineCount,
            formattingDefinition: context.state.configuration.formattingDefinition(for: document.uri)?.uri)
    }
}
