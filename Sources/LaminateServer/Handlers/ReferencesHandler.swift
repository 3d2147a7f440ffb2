import LaminateFeatures
import LaminateProtocol

/// `textDocument/references`: every place in the workspace that names the
/// symbol at the cursor (see `NavigationReferences`); declarations only
/// with `includeDeclaration`.
enum ReferencesHandler {
    static func handle(_ params: ReferencesRequest.Params, _ context: RequestContext) async throws(ResponseError) -> ReferencesRequest.Result {
        guard let (found, view, _) = try await context.symbol(at: params.position, in: params.textDocument.uri) else { return nil }
        try context.checkCancellation()
        return NavigationReferences.occurrences(
            of: found.symbol, in: view.files,
            includeDeclaration: params.context.includeDeclaration
        )
        .compactMap { view.location($0.range, inFile: $0.path) }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.referencesProvider = true
    }
}
