import LaminateFeatures
import LaminateProtocol

/// `textDocument/formatting` and `textDocument/rangeFormatting`: attribute
/// lists in their canonical form (see `AttributeListFormatting`); the
/// Markdown around them is never touched.
enum FormattingHandlers {
    static func document(_ params: DocumentFormattingRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [TextEdit] {
        let snapshot = try context.document(params.textDocument.uri)
        return snapshot.textEdits(AttributeListFormatting.edits(in: try await context.analysis(of: snapshot)), in: context.positionEncoding)
    }

    static func range(_ params: DocumentRangeFormattingRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [TextEdit] {
        let snapshot = try context.document(params.textDocument.uri)
        let range = snapshot.byteRange(of: params.range, in: context.positionEncoding)
        return snapshot.textEdits(
            AttributeListFormatting.edits(in: try await context.analysis(of: snapshot), range: range),
            in: context.positionEncoding)
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.documentFormattingProvider = true
        capabilities.documentRangeFormattingProvider = true
    }
}
