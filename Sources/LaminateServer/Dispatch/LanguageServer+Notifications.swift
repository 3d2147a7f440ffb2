import LaminateDialect
import LaminateProtocol

/// Notifications: applied to the state one at a time, in arrival order.
extension LanguageServer {
    func handleNotification(method: String, params: JSONValue?) -> Int32? {
        if method == ExitNotification.method {
            return phase == .shutDown ? 0 : 1
        }
        guard phase == .running else {
            if phase == .uninitialized, !method.hasPrefix("$/") {
                logger.warning("\(method) before initialize, ignored")
            }
            return nil
        }
        do throws(ResponseError) {
            switch method {
            case InitializedNotification.method:
                registerForWatchedFiles()
                pullConfiguration()
                startWorkspaceIndexing()
            case CancelRequestNotification.method:
                cancel(try JSONValue.decode(CancelRequestNotification.Params.self, from: params).id)
            case SetTraceNotification.method:
                state.trace = try JSONValue.decode(SetTraceNotification.Params.self, from: params).value
            case DidChangeConfigurationNotification.method:
                let previousSettings = state.configuration.settings
                try applyNotification(method: method, params: params)
                refreshSemanticTokens(ifSettingsChangedFrom: previousSettings)
                pullConfiguration()
            case DidChangeWatchedFilesNotification.method:
                try applyNotification(method: method, params: params)
                noticeWatchedFiles(params)
            case DidRenameFilesNotification.method:
                noticeRenamedFiles(params)
            default:
                try applyNotification(method: method, params: params)
            }
        } catch {
            logger.error("\(method): \(error.message)")
        }
        return nil
    }

    func applyNotification(method: String, params: JSONValue?) throws(ResponseError) {
        switch methods[method] {
        case .notification(let apply):
            let context = NotificationContext(logger: logger, fileSystem: fileSystem)
            try apply(&state, params, context)
        case .request:
            logger.warning("\(method) is a request but came as a notification, ignored")
        case nil:
            // `$/` notifications are optional by definition and dropped silently.
            if !method.hasPrefix("$/") {
                logger.info("unknown notification \(method), ignored")
            }
        }
    }
}
