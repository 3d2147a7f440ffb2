/// `window/showDocument` (LSP 3.16), sent by the server: asks the client to
/// show a URI, here the preview's page in the system's browser.
public enum ShowDocumentRequest: LSPRequest {
    public static let method = "window/showDocument"

    public struct Params: Codable, Hashable, Sendable {
        public var uri: String
        /// Open it in the program the system has for it (a browser for
        /// `http:`), not in the editor.
        public var external: Bool?

        public init(uri: String, external: Bool?) {
            self.uri = uri
            self.external = external
        }
    }

    public struct Result: Codable, Hashable, Sendable {
        public var success: Bool
    }
}
