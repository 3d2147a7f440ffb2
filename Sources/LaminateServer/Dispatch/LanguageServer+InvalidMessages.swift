import LaminateProtocol

/// Messages that are not valid JSON-RPC: answered only when they were meant
/// as requests (the sender waits for an answer), logged always.
extension LanguageServer {
    /// Returns an exit code when the broken message was an `exit`.
    func handleInvalid(_ invalid: InvalidMessage) -> Int32? {
        let problem = invalid.error.message
        switch invalid.kind {
        case .request(let id):
            logger.error(problem)
            send(.response(id: id, outcome: .error(invalid.error)))
        case .notification(let method?):
            logger.error("notification \(method) ignored: \(problem)")
            // Whatever else is wrong with it, an exit means the client is
            // going; staying would leave a process nobody talks to.
            if method == ExitNotification.method { return handleNotification(method: method, params: nil) }
        case .notification(nil):
            logger.error("message without an id ignored: \(problem)")
        case .response(let id):
            logger.error("response \(id?.description ?? "without an id") ignored: \(problem)")
        }
        return nil
    }
}
