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
        var capabilities = ServerCapabilities(
            positionEncoding: PositionEncodingKind(state.positionEncoding),
            textDocumentSync: TextDocumentSyncOptions(
                openClose: true, change: .incremental, save: SaveOptions(includeText: false)))
        HoverHandler.advertise(in: &capabilities)
        CompletionHandler.advertise(in: &capabilities)
        if diagnosticsMode == .pull {
            // Links are checked against other files (LAM025, LAM026).
            capabilities.diagnosticProvider = DiagnosticOptions(interFileDependencies: true, workspaceDiagnostics: false)
            WorkspaceDiagnosticHandler.advertise(in: &capabilities)
        }
        capabilities.colorProvider = true
        capabilities.semanticTokensProvider = SemanticTokensHandlers.options(for: initializeParams.capabilities)
        capabilities.codeActionProvider = CodeActionOptions(
            codeActionKinds: CodeActionKind.produced.map(\.rawValue), resolveProvider: true)
        DocumentSymbolHandler.advertise(in: &capabilities)
        FoldingRangeHandler.advertise(in: &capabilities)
        SelectionRangeHandler.advertise(in: &capabilities)
        FormattingHandlers.advertise(in: &capabilities)
        capabilities.executeCommandProvider = ExecuteCommandOptions(commands: [PreviewCommandArguments.command])
        DocumentLinkHandler.advertise(in: &capabilities)
        DefinitionHandler.advertise(in: &capabilities)
        ReferencesHandler.advertise(in: &capabilities)
        DocumentHighlightHandler.advertise(in: &capabilities)
        RenameHandlers.advertise(in: &capabilities, client: initializeParams.capabilities)
        WorkspaceSymbolHandler.advertise(in: &capabilities)
        FileRenameHandlers.advertise(in: &capabilities)
        let result = InitializeRequest.Result(
            capabilities: capabilities, serverInfo: .init(name: ServerVersion.name, version: ServerVersion.version))
        sendResult(id: id, result)
    }
}
