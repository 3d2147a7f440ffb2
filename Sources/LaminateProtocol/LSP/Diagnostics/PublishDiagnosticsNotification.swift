/// `textDocument/publishDiagnostics`, server to client: the complete set of
/// problems of one document (an empty set clears them).
public enum PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"

    public struct Params: Hashable, Sendable, Codable {
        public var uri: DocumentURI
        /// The version the diagnostics were computed for; absent for files
        /// the client has not opened, and when clearing a closed document.
        public var version: Int?
        public var diagnostics: [LSPDiagnostic]

        public init(uri: DocumentURI, version: Int?, diagnostics: [LSPDiagnostic]) {
            self.uri = uri
            self.version = version
            self.diagnostics = diagnostics
        }
    }
}
