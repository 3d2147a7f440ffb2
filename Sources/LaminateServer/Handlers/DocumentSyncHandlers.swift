import LaminateProtocol

/// `didOpen`, `didChange`, `didClose`, `didSave`: keep the server's copy of
/// each document equal to the client's.
enum DocumentSyncHandlers {
    static func didOpen(_ state: inout ServerState, _ params: DidOpenTextDocumentNotification.Params, _ context: NotificationContext) {
        if let warning = state.documents.open(params.textDocument) {
            context.logger.warning(warning)
        }
        state.configuration.discoverDefinitions(for: params.textDocument.uri, fileSystem: context.fileSystem)
    }

    static func didChange(_ state: inout ServerState, _ params: DidChangeTextDocumentNotification.Params, _ context: NotificationContext) {
        let uri = params.textDocument.uri
        if let previous = state.documents[uri] { state.documents.cache(of: uri)?.remember(previous) }
        for warning in state.documents.change(params, encoding: state.positionEncoding) {
            context.logger.warning(warning)
        }
    }

    static func didClose(_ state: inout ServerState, _ params: DidCloseTextDocumentNotification.Params, _ context: NotificationContext) {
        // Forgets everything kept of it too (`DocumentCache`).
        if let warning = state.documents.close(params.textDocument.uri) {
            context.logger.warning(warning)
        }
    }

    /// Saving changes nothing in the text the server holds; saving a
    /// formatting definition reloads it, for clients that cannot watch files.
    static func didSave(_ state: inout ServerState, _ params: DidSaveTextDocumentNotification.Params, _ context: NotificationContext) {
        if state.configuration.reloadDefinition(at: params.textDocument.uri, fileSystem: context.fileSystem) {
            context.logger.info("reloaded formatting definition \(params.textDocument.uri)")
        }
    }
}
