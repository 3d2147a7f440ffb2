import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `textDocument/foldingRange` (see `FoldingRegions`): at most the client's
/// `rangeLimit` ranges, found without building the rest; characters only
/// for clients that do not fold whole lines.
enum FoldingRangeHandler {
    static func handle(_ params: FoldingRangeRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [FoldingRange] {
        let document = try context.document(params.textDocument.uri)
        let capabilities = context.state.clientCapabilities.textDocument?.foldingRange
        let limit = max(0, capabilities?.rangeLimit ?? .max)
        let regions = FoldingRegions.regions(in: try await context.analysis(of: document), limit: limit)
        let linesOnly = capabilities?.lineFoldingOnly == true
        let encoding = context.positionEncoding
        return regions.map { region in
            let start = document.position(ofUTF8Offset: region.range.start, in: encoding)
            let end = document.position(ofUTF8Offset: max(region.range.start, region.range.end - 1), in: encoding)
            guard !linesOnly else {
                return FoldingRange(
                    startLine: start.line, startCharacter: nil, endLine: end.line, endCharacter: nil, kind: FoldingRangeKind(region.kind))
            }
            // The first line stays visible up to its end; the fold ends where the construct does.
            let startLineEnd = document.lineIndex.contentRange(ofLine: start.line)?.end ?? region.range.start
            let endLineEnd = document.lineIndex.contentRange(ofLine: end.line)?.end ?? region.range.end
            return FoldingRange(
                startLine: start.line, startCharacter: document.position(ofUTF8Offset: startLineEnd, in: encoding).character,
                endLine: end.line,
                endCharacter: document.position(ofUTF8Offset: min(region.range.end, endLineEnd), in: encoding).character,
                kind: FoldingRangeKind(region.kind))
        }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.foldingRangeProvider = true
    }
}

extension FoldingRangeKind {
    init(_ kind: FoldingRegion.Kind) {
        switch kind {
        case .comment: self = .comment
        case .region: self = .region
        }
    }
}
