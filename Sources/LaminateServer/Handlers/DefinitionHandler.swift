import LaminateFeatures
import LaminateProtocol

/// `textDocument/definition`: a label to its definition, a link to the
/// heading (or the file) it names, an ingredient to where its id is set
/// (see `NavigationDefinitions`). Location links, with the construct the
/// cursor was on as origin, for clients that declare `linkSupport`.
enum DefinitionHandler {
    static func handle(_ params: DefinitionRequest.Params, _ context: RequestContext) async throws(ResponseError) -> DefinitionRequest.Result {
        guard let (found, view, path) = try await context.symbol(at: params.position, in: params.textDocument.uri),
            let target = NavigationDefinitions.target(of: found.symbol, from: path, in: view.files),
            let range = view.range(target.range, inFile: target.path),
            let selection = view.range(target.selectionRange, inFile: target.path)
        else { return nil }
        let uri = view.uri(ofPath: target.path)
        guard context.state.clientCapabilities.textDocument?.definition?.linkSupport == true else {
            return .locations([LSPLocation(uri: uri, range: range)])
        }
        return .links([
            LocationLink(
                originSelectionRange: view.range(found.range, inFile: path),
                targetUri: uri, targetRange: range, targetSelectionRange: selection)
        ])
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.definitionProvider = true
    }
}
