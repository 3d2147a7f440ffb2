import LaminateFeatures
import LaminateProtocol

/// `textDocument/completion` inside attribute lists (see `Completion`) and
/// in links (see `LinkCompletion`).
enum CompletionHandler {
    /// Typing these inside an attribute list asks for completion: after `(`,
    /// `,` and space a key is due, after `:` a value, after a quote a string
    /// value. In a link, after `(` a path, after `#` an anchor, after `[` a
    /// label, after `/` the paths in a folder.
    static let triggerCharacters = ["(", ",", ":", " ", "\"", "'", "#", "[", "/"]

    static func handle(_ params: CompletionRequest.Params, _ context: RequestContext) async throws(ResponseError) -> CompletionRequest.Result {
        let document = try context.document(params.textDocument.uri)
        let encoding = context.positionEncoding
        let offset = document.utf8Offset(of: params.position, in: encoding)
        if offset.wasClamped { context.logger.info("completion position \(params.position) clamped in \(document.uri)") }
        let format: CompletionTextFormat = context.state.clientCapabilities.supportsCompletionSnippets ? .snippet : .plainText
        let analysis: DocumentAnalysis
        switch try await context.servedAnalysis(of: document) {
        case .markdown(let markdown):
            analysis = markdown
        case .container(let container):
            guard let suggestions = ContainerCompletion.suggestions(at: offset.utf8Offset, in: container, format: format) else { return nil }
            return CompletionList(isIncomplete: false, items: suggestions.map { CompletionItem($0, in: document, encoding: encoding) })
        case .nothing:
            return nil
        }
        if let suggestions = Completion.suggestions(at: offset.utf8Offset, in: analysis, format: format) {
            return CompletionList(isIncomplete: false, items: suggestions.map { CompletionItem($0, in: document, encoding: encoding) })
        }
        // The workspace's files only in a link; an open document another
        // request is analysing is awaited, not analysed again.
        guard LinkCompletion.isInLink(at: offset.utf8Offset, in: analysis) else { return nil }
        let files = await context.navigationView().files
        guard
            let links = LinkCompletion.suggestions(
                at: offset.utf8Offset, in: analysis, path: NavigationView.path(of: document.uri), workspace: { files })
        else { return nil }
        return CompletionList(
            isIncomplete: links.isIncomplete,
            items: links.suggestions.map { CompletionItem($0, in: document, encoding: encoding) })
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.completionProvider = CompletionOptions(triggerCharacters: triggerCharacters)
    }
}

extension ClientCapabilities {
    var supportsCompletionSnippets: Bool {
        textDocument?.completion?.completionItem?.snippetSupport ?? false
    }
}
