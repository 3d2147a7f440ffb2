/// Why the server sent the client a request, so its answer can be used.
enum ClientRequestPurpose: String, Sendable, CustomStringConvertible {
    case registration
    case configuration
    case diagnosticRefresh
    case semanticTokensRefresh
    case showDocument

    var description: String { rawValue }
}
