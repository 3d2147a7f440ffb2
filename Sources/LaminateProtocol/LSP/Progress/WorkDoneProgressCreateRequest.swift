/// `window/workDoneProgress/create`, sent by the server: asks the client to
/// show progress under a token before `$/progress` reports on it.
public enum WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"

    public struct Params: Codable, Hashable, Sendable {
        public var token: String
        public init(token: String) { self.token = token }
    }

    public typealias Result = NoParams
}
