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

    static func full(_ params: SemanticTokensFullRequest.Params, _ context: RequestContext) async throws(ResponseError) -> RequestAnswer {
        let snapshot = try context.document(params.textDocument.uri)
        let resultId = resultId(of: snapshot, context)
        let tokens = try await documentTokens(of: snapshot, context)
        try storeTokens(tokens, resultId: resultId, of: snapshot, context)
        return framed(tokens, resultId: resultId)
    }

    static func delta(
        _ params: SemanticTokensFullDeltaRequest.Params, _ context: RequestContext
    ) async throws(ResponseError) -> RequestAnswer {
        let snapshot = try context.document(params.textDocument.uri)
        let resultId = resultId(of: snapshot, context)
        let tokens = try await documentTokens(of: snapshot, context)
        try storeTokens(tokens, resultId: resultId, of: snapshot, context)
        guard let previous = try await previousTokens(params.previousResultId, current: snapshot, context) else {
            return framed(tokens, resultId: resultId)
        }
        // Chunk by chunk: the integers of the chunks the two results share
        // are neither joined nor compared.
        let edits = tokens.edits(from: previous).map {
            LSPSemanticTokensEdit(start: $0.start, deleteCount: $0.deleteCount, data: $0.data)
        }
        let delta = SemanticTokensFullDeltaRequest.Result.delta(LSPSemanticTokensDelta(resultId: resultId, edits: edits))
        return .result(try JSONValue(encoding: delta))
    }

    static func range(_ params: SemanticTokensRangeRequest.Params, _ context: RequestContext) async throws(ResponseError) -> LSPSemanticTokens {
        let snapshot = try context.document(params.textDocument.uri)
        let range = snapshot.byteRange(of: params.range, in: context.positionEncoding)
        return LSPSemanticTokens(resultId: nil, data: try await rangeTokens(of: snapshot, range: range, context))
    }

    // MARK: - Helpers

    /// A whole document's tokens as the answer: written from the chunks
    /// straight to the framed response as it is sent, a piece at a time,
    /// never joined or held as `JSONValue` (see `LSPSemanticTokens.framedResponse`).
    private static func framed(_ tokens: ChunkedSemanticTokens, resultId: String) -> RequestAnswer {
        .framed { id in
            LSPSemanticTokens.framedResponse(id: id, resultId: resultId) { body in tokens.forEachInteger(body) }
        }
    }

    /// Keeps a result the client will receive: a cancelled request's is
    /// never sent, and kept it would push out one the client holds.
    private static func storeTokens(
        _ tokens: ChunkedSemanticTokens, resultId: String, of snapshot: DocumentSnapshot, _ context: RequestContext
    ) throws(ResponseError) {
        try context.checkCancellation()
        context.state.cache(of: snapshot).storeTokens(tokens, resultId: resultId)
    }

    private static func resultId(of snapshot: DocumentSnapshot, _ context: RequestContext) -> String {
        SemanticTokensResults.resultId(revision: snapshot.revision, generation: context.state.configuration.generation)
    }

    /// The tokens of an earlier result: stored, or recomputed from the
    /// remembered text it was for; nil when neither is possible.
    private static func previousTokens(
        _ previousResultId: String, current: DocumentSnapshot, _ context: RequestContext
    ) async throws(ResponseError) -> ChunkedSemanticTokens? {
        let cache = context.state.cache(of: current)
        guard let (revision, generation) = SemanticTokensResults.parse(resultId: previousResultId) else {
            return cache.tokens(of: previousResultId)
        }
        let (stored, remembered) = cache.tokensOrVersion(of: previousResultId, revision: revision)
        if let stored { return stored }
        guard generation == context.state.configuration.generation,
            let earlier = revision == current.revision ? current : remembered
        else { return nil }
        let tokens = try await documentTokens(of: earlier, context)
        cache.storeTokens(tokens, resultId: previousResultId)
        return tokens
    }

    /// How the client wants tokens: which constructs, and in which encoding;
    /// nil when the user turned semantic tokens off.
    private static func tokenSettings(_ context: RequestContext) -> (coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder)? {
        let settings = SemanticTokensSettings(context.state.configuration.settings)
        guard settings.isEnabled else { return nil }
        let client = context.state.clientCapabilities.textDocument?.semanticTokens
        let encoder = SemanticTokenEncoder(
            unit: context.positionEncoding,
            lineHandling: client?.multilineTokenSupport == true ? .multiline : .splitAtLineEnds)
        return (settings.coverage(for: client), encoder)
    }

    /// The tokens of a whole document version, chunk by chunk, reusing the
    /// chunks the last full encoding shares with this version's tree (or,
    /// for a container, its strings); none when the user turned semantic
    /// tokens off.
    private static func documentTokens(
        of snapshot: DocumentSnapshot, _ context: RequestContext
    ) async throws(ResponseError) -> ChunkedSemanticTokens {
        guard let (coverage, encoder) = tokenSettings(context) else { return .none }
        let analysis: DocumentAnalysis
        switch try await context.servedAnalysis(of: snapshot) {
        case .markdown(let markdown): analysis = markdown
        case .container(let container):
            // One chunk per string (or strings sharing lines): a keystroke
            // encodes the string typed into, and a delta compares only it.
            let cache = context.state.cache(of: snapshot)
            let tokens = ChunkedSemanticTokens(container, encoder: encoder, reusing: cache.lastEncodedTokens())
            try context.checkCancellation()
            cache.keepEncodedTokens(tokens, of: snapshot)
            return tokens
        case .nothing: return .none
        }
        let cache = context.state.cache(of: snapshot)
        let tokens = ChunkedSemanticTokens(
            analysis, coverage: coverage, encoder: encoder, reusing: cache.lastEncodedTokens())
        cache.keepEncodedTokens(tokens, of: snapshot)
        return tokens
    }

    /// The encoded tokens of `range` of a document version; none when the
    /// user turned semantic tokens off.
    private static func rangeTokens(
        of snapshot: DocumentSnapshot, range: ByteRange, _ context: RequestContext
    ) async throws(ResponseError) -> [UInt32] {
        guard let (coverage, encoder) = tokenSettings(context) else { return [] }
        let analysis: DocumentAnalysis
        switch try await context.servedAnalysis(of: snapshot) {
        case .markdown(let markdown): analysis = markdown
        case .container(let container): return try containerTokens(container, range: range, encoder: encoder, context)
        case .nothing: return []
        }
        let tokens = SemanticTokens.tokens(in: analysis, onLinesOf: range, coverage: coverage)
        try context.checkCancellation()
        return encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
    }

    /// A container's tokens of `range`: only the strings' spans, whatever
    /// the coverage setting, since the rest of the file is the editor's
    /// other servers' to colour.
    private static func containerTokens(
        _ container: ContainerAnalysis, range: ByteRange, encoder: SemanticTokenEncoder, _ context: RequestContext
    ) throws(ResponseError) -> [UInt32] {
        let tokens = ContainerSemanticTokens.tokens(in: container, range: range)
        try context.checkCancellation()
        return encoder.encode(tokens, text: container.text, lineIndex: container.lineIndex)
    }
}
