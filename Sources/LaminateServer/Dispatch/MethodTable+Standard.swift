import LaminateProtocol

extension MethodTable {
    /// Every method the server handles besides the lifecycle ones
    /// (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`,
    /// `$/setTrace`), which the dispatcher itself owns.
    public static let standard: MethodTable = {
        var table = MethodTable()
        table.register(DidOpenTextDocumentNotification.self, DocumentSyncHandlers.didOpen)
        table.register(DidChangeTextDocumentNotification.self, DocumentSyncHandlers.didChange)
        table.register(DidCloseTextDocumentNotification.self, DocumentSyncHandlers.didClose)
        table.register(DidSaveTextDocumentNotification.self, DocumentSyncHandlers.didSave)
        table.register(DidChangeConfigurationNotification.self, WorkspaceHandlers.didChangeConfiguration)
        table.register(DidChangeWatchedFilesNotification.self, WorkspaceHandlers.didChangeWatchedFiles)
        table.register(HoverRequest.self, HoverHandler.handle)
        table.register(CompletionRequest.self, CompletionHandler.handle)
        table.register(DocumentDiagnosticRequest.self, DocumentDiagnosticHandler.handle)
        table.register(DocumentColorRequest.self, DocumentColorHandlers.documentColor)
        table.register(ColorPresentationRequest.self, DocumentColorHandlers.colorPresentation)
        table.register(SemanticTokensFullRequest.self, answering: SemanticTokensHandlers.full)
        table.register(SemanticTokensFullDeltaRequest.self, answering: SemanticTokensHandlers.delta)
        table.register(SemanticTokensRangeRequest.self, SemanticTokensHandlers.range)
        table.register(CodeActionRequest.self, CodeActionHandler.handle)
        table.register(CodeActionResolveRequest.self, CodeActionHandler.resolve)
        table.register(DocumentSymbolRequest.self, DocumentSymbolHandler.handle)
        table.register(FoldingRangeRequest.self, FoldingRangeHandler.handle)
        table.register(SelectionRangeRequest.self, SelectionRangeHandler.handle)
        table.register(DocumentFormattingRequest.self, FormattingHandlers.document)
        table.register(DocumentRangeFormattingRequest.self, FormattingHandlers.range)
        table.register(DocumentLinkRequest.self, DocumentLinkHandler.handle)
        table.register(DefinitionRequest.self, DefinitionHandler.handle)
        table.register(ReferencesRequest.self, ReferencesHandler.handle)
        table.register(DocumentHighlightRequest.self, DocumentHighlightHandler.handle)
        table.register(PrepareRenameRequest.self, RenameHandlers.prepare)
        table.register(RenameRequest.self, RenameHandlers.rename)
        table.register(WillRenameFilesRequest.self, FileRenameHandlers.willRename)
        table.register(WorkspaceSymbolRequest.self, WorkspaceSymbolHandler.handle)
        table.register(WorkspaceDiagnosticRequest.self, WorkspaceDiagnosticHandler.handle)
        return table
    }()

    /// `standard` and the methods only tests and benchmarks use: the
    /// server's copy of a document (`laminate/documentText`) and a request
    /// that waits (`laminate/wait`). Never in the table users get: in-process
    /// tests and benchmarks pass it to `LanguageServer`, and `laminate lsp`
    /// serves it when `LAMINATE_TEST_METHODS=1` is in its environment (set
    /// by the editor tests, the protocol fixtures run through the process,
    /// and `laminate-bench`).
    public static let withTestMethods: MethodTable = {
        var table = standard
        table.register(DocumentTextRequest.self, DocumentTextHandler.handle)
        table.register(WaitRequest.self, WaitHandler.handle)
        return table
    }()

    /// The environment variable that makes `laminate lsp` serve `withTestMethods`.
    public static let testMethodsVariable = "LAMINATE_TEST_METHODS"
}
