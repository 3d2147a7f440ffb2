import LaminateFeatures
import LaminateProtocol

/// `textDocument/selectionRange` (see `SelectionRanges`): one chain per
/// position, converted to the negotiated encoding.
enum SelectionRangeHandler {
    static func handle(_ params: SelectionRangeRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [SelectionRange] {
        let document = try context.document(params.textDocument.uri)
        let analysis = try await context.analysis(of: document)
        let encoding = context.positionEncoding
        let offsets = params.positions.map { position in
            let offset = document.utf8Offset(of: position, in: encoding)
            if offset.wasClamped { context.logger.info("selection range position \(position) clamped in \(document.uri)") }
            return offset.utf8Offset
        }
        return SelectionRanges.chains(at: offsets, in: analysis).map { chain in
            SelectionRange(ranges: chain.map { document.range(of: $0, in: encoding) })
        }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.selectionRangeProvider = true
    }
}
