import LaminateFeatures
import LaminateProtocol

/// `textDocument/hover`: effective attributes on text, the catalog entry on
/// a key, the other places of an ingredient (see `Hover`).
enum HoverHandler {
    static func handle(_ params: HoverRequest.Params, _ context: RequestContext) async throws(ResponseError) -> HoverRequest.Result {
        let document = try context.document(params.textDocument.uri)
        let encoding = context.positionEncoding
        let offset = document.utf8Offset(of: params.position, in: encoding)
        if offset.wasClamped { context.logger.info("hover position \(params.position) clamped in \(document.uri)") }
        let found: HoverContent? =
            switch try await context.servedAnalysis(of: document) {
            case .markdown(let analysis): Hover.hover(at: offset.utf8Offset, in: analysis)
            case .container(let analysis): ContainerHover.hover(at: offset.utf8Offset, in: analysis)
            case .nothing: nil
            }
        guard let hover = found else { return nil }
        let kind: MarkupKind = context.state.clientCapabilities.acceptsMarkdownHover ? .markdown : .plainText
        return HoverResult(
            contents: MarkupContent(kind: kind, value: hover.markdown),
            range: document.range(of: hover.range, in: encoding))
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.hoverProvider = true
    }
}

extension ClientCapabilities {
    /// Markdown unless the client lists hover formats without it; the
    /// Markdown tables read well enough as plain text.
    var acceptsMarkdownHover: Bool {
        guard let formats = textDocument?.hover?.contentFormat, !formats.isEmpty else { return true }
        return formats.contains(MarkupKind.markdown.rawValue)
    }
}
