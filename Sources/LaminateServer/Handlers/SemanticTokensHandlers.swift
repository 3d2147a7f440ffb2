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
        let snapshot = try context.document(params.textDocument.uri)
        let data = try encodedTokens(of: snapshot, range: nil, context)
        let resultId = resultId(of: snapshot, context)
        context.state.semanticTokenResults.store(data, resultId: resultId, for: snapshot.uri)
        return LSPSemanticTokens(resultId: resultId, data: data)
    }

    static func delta(
        _ params: SemanticTokensFullDeltaRequest.Params, _ context: RequestContext
    ) throws(ResponseError) -> SemanticTokensFullDeltaRequest.Result {
        let snapshot = try context.document(params.textDocument.uri)
        let data = try encodedTokens(of: snapshot, range: nil, context)
        let resultId = resultId(of: snapshot, context)
        context.state.semanticTokenResults.store(data, resultId: resultId, for: snapshot.uri)
        guard let previous = try previousData(params.previousResultId, current: snapshot, context) else {
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
        return LSPSemanticTokens(resultId: nil, data: try encodedTokens(of: snapshot, range: range, context))
    }

    // MARK: - Helpers

    private static func resultId(of snapshot: DocumentSnapshot, _ context: RequestContext) -> String {
        SemanticTokensResultStore.resultId(version: snapshot.version, generation: context.state.configuration.generation)
    }

    /// The data of an earlier result: stored, or recomputed from the
    /// remembered text of its version; nil when neither is possible.
    private static func previousData(
        _ previousResultId: String, current: DocumentSnapshot, _ context: RequestContext
    ) throws(ResponseError) -> [UInt32]? {
        let results = context.state.semanticTokenResults
        if let data = results.data(of: previousResultId, for: current.uri) { return data }
        guard let (version, generation) = SemanticTokensResultStore.parse(resultId: previousResultId),
              generation == context.state.configuration.generation else { return nil }
        let earlier = version == current.version ? current : results.earlierVersion(version, of: current.uri)
        guard let earlier else { return nil }
        let data = try encodedTokens(of: earlier, range: nil, context)
        results.store(data, resultId: previousResultId, for: current.uri)
        return data
    }

    /// The encoded tokens of a document version (of `range`, when given);
    /// none when the user turned semantic tokens off.
    private static func encodedTokens(
        of snapshot: DocumentSnapshot, range: ByteRange?, _ context: RequestContext
    ) throws(ResponseError) -> [UInt32] {
        let settings = SemanticTokensSettings(context.state.configuration.settings)
        guard settings.isEnabled else { return [] }
        let client = context.state.clientCapabilities.textDocument?.semanticTokens
        let coverage = settings.coverage(for: client)
        let encoder = SemanticTokenEncoder(
            unit: context.positionEncoding,
            lineHandling: client?.multilineTokenSupport == true ? .multiline : .splitAtLineEnds)
        let analysis: DocumentAnalysis
        switch try context.servedAnalysis(of: snapshot) {
        case .markdown(let markdown): analysis = markdown
        case .container(let container):
            // Only the strings' spans, whatever the coverage setting: the
            // rest of the file is the editor's other servers' to colour.
            let tokens = ContainerSemanticTokens.tokens(in: container, range: range)
            try context.checkCancellation()
            return encoder.encode(tokens, text: container.text, lineIndex: container.lineIndex)
        case .nothing: return []
        }
        guard let range else {
            // The whole document: chunk by chunk, reusing the chunks the
            // last full encoding shares with this version's tree.
            let results = context.state.semanticTokenResults
            let tokens = ChunkedSemanticTokens(analysis, coverage: coverage, encoder: encoder,
                                               reusing: results.chunkedTokens(of: snapshot.uri))
            results.keep(tokens, for: snapshot.uri)
            return tokens.data
        }
        let tokens = SemanticTokens.tokens(in: analysis, range: range, coverage: coverage)
        try context.checkCancellation()
        return encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
    }
}
