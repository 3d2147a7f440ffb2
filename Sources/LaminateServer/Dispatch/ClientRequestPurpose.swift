/// Why the server sent the client a request, so its answer can be used.
enum ClientRequestPurpose: String, Sendable, CustomStringConvertible {
    case registration
    case configuration
    case diagnosticRefresh
    case semanticTokensRefresh
    case showDocument
    /// `window/workDoneProgress/create` for the workspace index; indexing
    /// starts once the client answers, so its progress is shown from the start.
    case indexingProgress

    var description: String { rawValue }
}
