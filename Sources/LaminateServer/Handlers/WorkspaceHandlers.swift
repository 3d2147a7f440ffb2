import LaminateProtocol

/// Settings and watched files: a changed formatting definition or setting
/// takes effect for every request after the notification, without restart.
enum WorkspaceHandlers {
    static func didChangeConfiguration(
        _ state: inout ServerState, _ params: DidChangeConfigurationNotification.Params, _ context: NotificationContext
    ) {
        state.configuration.updateSettings(params.settings)
    }

    static func didChangeWatchedFiles(
        _ state: inout ServerState, _ params: DidChangeWatchedFilesNotification.Params, _ context: NotificationContext
    ) {
        for change in params.changes {
            if state.configuration.reloadDefinition(at: change.uri, fileSystem: context.fileSystem) {
                context.logger.info("reloaded formatting definition \(change.uri)")
            }
        }
    }
}
