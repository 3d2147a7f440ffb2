import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `textDocument/semanticTokens/full`, `…/full/delta` and `…/range`: the
/// provider's tokens, encoded for the client.
enum SemanticTokensHandlers {
    /// What the server advertises: nothing to a client that does not declare
    /// semantic token support (it would never ask).
    static func options(for capabilities: ClientCapabilities) -> SemanticTokensOptions? {
        guard capabilities.textDocument?.semanticTokens != nil else { return nil }
        return SemanticTokensOptions(
            legend: .init(tokenTypes: SemanticTokenLegend.tokenTypes, tokenModifiers: SemanticTokenLegend.tokenModifiers),
            range: true, full: .init(delta: true))
    }

    static func full(_ params: SemanticTokensFullRequest.Params, _ context: RequestContext) throws(ResponseError) -> LSPSemanticTokens {
        let uri = params.textDocument.uri
        let data = try encodedTokens(of: uri, range: nil, context)
        return LSPSemanticTokens(resultId: context.state.semanticTokenResults.store(data, for: uri), data: data)
    }

    static func delta(
        _ params: SemanticTokensFullDeltaRequest.Params, _ context: RequestContext
    ) throws(ResponseError) -> SemanticTokensFullDeltaRequest.Result {
        let uri = params.textDocument.uri
        let data = try encodedTokens(of: uri, range: nil, context)
        let results = context.state.semanticTokenResults
        let previous = results.data(of: params.previousResultId, for: uri)
        let resultId = results.store(data, for: uri)
        guard let previous else {
            return .full(LSPSemanticTokens(resultId: resultId, data: data))
        }
        let edits = SemanticTokensDelta.edits(from: previous, to: data).map {
            LSPSemanticTokensEdit(start: $0.start, deleteCount: $0.deleteCount, data: $0.data)
        }
        return .delta(LSPSemanticTokensDelta(resultId: resultId, edits: edits))
    }

    static func range(_ params: SemanticTokensRangeRequest.Params, _ context: RequestContext) throws(ResponseError) -> LSPSemanticTokens {
        let snapshot = try context.document(params.textDocument.uri)
        let range = snapshot.byteRange(of: params.range, in: context.positionEncoding)
        return LSPSemanticTokens(resultId: nil, data: try encodedTokens(of: params.textDocument.uri, range: range, context))
    }

    /// The encoded tokens of a document (of `range`, when given); none when
    /// the user turned semantic tokens off.
    private static func encodedTokens(of uri: DocumentURI, range: ByteRange?, _ context: RequestContext) throws(ResponseError) -> [UInt32] {
        let analysis = try context.analysis(uri)
        let settings = SemanticTokensSettings(context.state.configuration.settings)
        guard settings.isEnabled else { return [] }
        let client = context.state.clientCapabilities.textDocument?.semanticTokens
        let tokens = SemanticTokens.tokens(in: analysis, range: range, coverage: settings.coverage(for: client))
        try context.checkCancellation()
        let encoder = SemanticTokenEncoder(
            unit: context.positionEncoding,
            lineHandling: client?.multilineTokenSupport == true ? .multiline : .splitAtLineEnds)
        return encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
    }
}
