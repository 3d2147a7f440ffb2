/// `workspace/diagnostic/refresh`, server to client: asks a pulling client
/// to pull every open document's problems again (after a formatting
/// definition changed).
public enum DiagnosticRefreshRequest: LSPRequest {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Params = NoParams
    public typealias Result = NoParams
}
