/// `workspace/semanticTokens/refresh`, sent by the server: the client should
/// ask for the tokens of every visible document again (after a setting that
/// changes them changed).
public enum SemanticTokensRefreshRequest: LSPRequest {
    public static let method = "workspace/semanticTokens/refresh"
    public typealias Params = NoParams
    public typealias Result = NoParams
}
