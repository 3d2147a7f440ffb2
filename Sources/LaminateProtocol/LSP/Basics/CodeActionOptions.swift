/// The server's `codeActionProvider`: the kinds it produces, and whether it
/// resolves edits lazily.
public struct CodeActionOptions: Hashable, Sendable, Codable {
    public var codeActionKinds: [String]
    public var resolveProvider: Bool

    public init(codeActionKinds: [String], resolveProvider: Bool) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}
