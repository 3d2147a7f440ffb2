/// `shutdown`: the server finishes its work and answers null; `exit` follows.
public enum ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Params = NoParams
    public typealias Result = NoParams
}
