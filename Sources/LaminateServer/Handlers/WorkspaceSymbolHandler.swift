import LaminateFeatures
import LaminateProtocol

/// `workspace/symbol`: headings, ingredients and reference definitions of
/// every indexed file and open document, fuzzy-matched on the query (see
/// `WorkspaceSymbols`), best first, at most `WorkspaceSymbols.defaultLimit`.
/// Answered from the summaries alone: no file is read.
enum WorkspaceSymbolHandler {
    static func handle(_ params: WorkspaceSymbolRequest.Params, _ context: RequestContext) async throws(ResponseError)
        -> WorkspaceSymbolRequest.Result
    {
        let view = await context.navigationView()
        let items = WorkspaceSymbols.search(params.query, in: view.files)
        try context.checkCancellation()
        return items.compactMap { item in
            view.location(item.range, inFile: item.path).map {
                SymbolInformation(name: item.name, kind: SymbolKind(item.kind), location: $0, containerName: nil)
            }
        }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.workspaceSymbolProvider = true
    }
}

extension SymbolKind {
    /// As the outline names them: headings `String`, ingredients
    /// `Variable`, link definitions `Key`, attribute definitions `Property`.
    init(_ kind: WorkspaceSymbolItem.Kind) {
        switch kind {
        case .heading: self = .string
        case .ingredient: self = .variable
        case .linkDefinition: self = .key
        case .attributeDefinition: self = .property
        }
    }
}
