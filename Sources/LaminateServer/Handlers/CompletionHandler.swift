import LaminateFeatures
import LaminateProtocol

/// `textDocument/completion` inside attribute lists (see `Completion`).
enum CompletionHandler {
    /// Typing these inside an attribute list asks for completion: after `(`,
    /// `,` and space a key is due, after `:` a value, after a quote a string value.
    static let triggerCharacters = ["(", ",", ":", " ", "\"", "'"]

    static func handle(_ params: CompletionRequest.Params, _ context: RequestContext) throws(ResponseError) -> CompletionRequest.Result {
        let document = try context.document(params.textDocument.uri)
        let encoding = context.positionEncoding
        let offset = document.utf8Offset(of: params.position, in: encoding)
        if offset.wasClamped { context.logger.info("completion position \(params.position) clamped in \(document.uri)") }
        let format: CompletionTextFormat = context.state.clientCapabilities.supportsCompletionSnippets ? .snippet : .plainText
        let found: [CompletionSuggestion]? = switch try context.servedAnalysis(of: document) {
        case .markdown(let analysis): Completion.suggestions(at: offset.utf8Offset, in: analysis, format: format)
        case .container(let analysis): ContainerCompletion.suggestions(at: offset.utf8Offset, in: analysis, format: format)
        case .nothing: nil
        }
        guard let suggestions = found else { return nil }
        return CompletionList(isIncomplete: false, items: suggestions.map { CompletionItem($0, in: document, encoding: encoding) })
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
