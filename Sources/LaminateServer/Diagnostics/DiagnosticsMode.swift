import LaminateProtocol

/// How the client gets diagnostics, decided by its capabilities.
enum DiagnosticsMode: Sendable, Equatable {
    /// It pulls them (`textDocument.diagnostic`): served on request, never pushed.
    case pull
    /// It shows pushed ones (`textDocument.publishDiagnostics`).
    case push
    /// It declares neither: the server computes nothing.
    case none

    init(_ capabilities: ClientCapabilities) {
        if capabilities.textDocument?.diagnostic != nil {
            self = .pull
        } else if capabilities.textDocument?.publishDiagnostics != nil {
            self = .push
        } else {
            self = .none
        }
    }
}
