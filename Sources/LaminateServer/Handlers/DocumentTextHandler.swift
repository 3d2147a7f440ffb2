import LaminateProtocol

/// `laminate/documentText`: the server's copy of a document.
enum DocumentTextHandler {
    static func handle(_ params: DocumentTextRequest.Params, _ context: RequestContext) throws(ResponseError) -> DocumentTextRequest.Result {
        let document = try context.document(params.textDocument.uri)
        return DocumentTextRequest.Result(
            uri: document.uri, version: document.version, text: document.string, lineCount: document.lineIndex.lineCount,
            formattingDefinition: context.state.configuration.formattingDefinition(for: document.uri)?.uri)
    }
}
