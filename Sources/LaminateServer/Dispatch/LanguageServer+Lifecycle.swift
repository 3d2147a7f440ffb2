import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `initialize`: negotiation of capabilities and position encoding.
extension LanguageServer {
    func initialize(id: RequestID, params: JSONValue?) {
        let initializeParams: InitializeRequest.Params
        do {
            initializeParams = try JSONValue.decode(InitializeRequest.Params.self, from: params)
        } catch {
            return send(.response(id: id, outcome: .error(error)))
        }
        state.clientCapabilities = initializeParams.capabilities
        state.positionEncoding = PositionEncodingNegotiation.choose(
            from: initializeParams.capabilities.general?.positionEncodings)
        state.trace = initializeParams.trace ?? .off
        var roots = initializeParams.workspaceFolders?.map(\.uri) ?? []
        if roots.isEmpty, let rootURI = initializeParams.rootUri { roots = [rootURI] }
        state.configuration = Configuration(workspaceRoots: roots)
        phase = .running
        var result = InitializeRequest.Result(
            capabilities: ServerCapabilities(
                positionEncoding: PositionEncodingKind(state.positionEncoding),
                textDocumentSync: TextDocumentSyncOptions(
                    openClose: true, change: .incremental, save: SaveOptions(includeText: false))),
            serverInfo: .init(name: ServerVersion.name, version: ServerVersion.version))
        result.capabilities.codeActionProvider = CodeActionOptions(
            codeActionKinds: CodeActionKind.produced.map(\.rawValue), resolveProvider: true)
        sendResult(id: id, result)
    }
}
