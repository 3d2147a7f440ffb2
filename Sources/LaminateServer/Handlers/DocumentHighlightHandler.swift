import LaminateFeatures
import LaminateProtocol

/// `textDocument/documentHighlight`: the places in this document that name
/// the symbol at the cursor; declarations as `write`, uses as `read`.
enum DocumentHighlightHandler {
    static func handle(_ params: DocumentHighlightRequest.Params, _ context: RequestContext) async throws(ResponseError)
        -> DocumentHighlightRequest.Result
    {
        guard let (found, view, path) = try await context.symbol(at: params.position, in: params.textDocument.uri),
            let summary = view.files[path]
        else { return nil }
        return NavigationReferences.occurrences(of: found.symbol, inFile: path, summary: summary, workspace: view.files)
            .compactMap { occurrence in
                view.range(occurrence.range, inFile: path).map {
                    DocumentHighlight(range: $0, kind: occurrence.isDeclaration ? .write : .read)
                }
            }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.documentHighlightProvider = true
    }
}
