/// `workspace/executeCommand`: runs one of the commands the server lists in
/// `executeCommandProvider` (Laminate has one, `laminate.preview`).
public enum ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"

    public struct Params: Codable, Hashable, Sendable {
        public var command: String
        /// Any JSON: each command reads its own (LSP leaves them to the server).
        public var arguments: [JSONValue]?

        public init(command: String, arguments: [JSONValue]? = nil) {
            self.command = command
            self.arguments = arguments
        }
    }

    /// What the command returns; `null` when it returns nothing.
    public typealias Result = JSONValue
}

/// `executeCommandProvider` in the server's capabilities.
public struct ExecuteCommandOptions: Hashable, Sendable, Codable {
    public var commands: [String]

    public init(commands: [String]) {
        self.commands = commands
    }
}
