import LaminateProtocol

/// `textDocument/diagnostic`: a pulling client asks for a document's
/// problems. The report's `resultId` is a hash of its items, so asking
/// again with it as `previousResultId` gets `unchanged` until the items
/// (ranges, messages, fixes or the version they refer to) change.
enum DocumentDiagnosticHandler {
    static func handle(_ params: DocumentDiagnosticRequest.Params, _ context: RequestContext) async throws(ResponseError)
        -> DocumentDiagnosticRequest.Result
    {
        let snapshot = try context.document(params.textDocument.uri)
        try context.checkCancellation()
        let items = await context.state.diagnostics(of: snapshot, fileSystem: context.fileSystem).map {
            LSPDiagnostic($0, uri: snapshot.uri, version: snapshot.version, lineIndex: snapshot.lineIndex, encoding: context.positionEncoding)
        }
        let resultId = ReportHash.of(items)
        if params.previousResultId == resultId {
            return .unchanged(resultId: resultId)
        }
        return .full(resultId: resultId, items: items)
    }
}

/// A stable name for a report's contents: FNV-1a (64 bits) of its JSON,
/// whose keys are sorted, so the same items give the same id in every run.
enum ReportHash {
    static func of(_ items: [LSPDiagnostic]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in JSONSerializer.serialize(.array(items.map(\.jsonValue))) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
