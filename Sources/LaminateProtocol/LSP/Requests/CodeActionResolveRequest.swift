/// `codeAction/resolve`: fills in the `edit` of an action that was sent without one.
public enum CodeActionResolveRequest: LSPRequest {
    public static let method = "codeAction/resolve"
    public typealias Params = LSPCodeAction
    public typealias Result = LSPCodeAction
}
