/// What the client says about code actions (`textDocument.codeAction`).
public struct CodeActionClientCapabilities: Hashable, Sendable, Codable {
    public var dataSupport: Bool?
    public var resolveSupport: ResolveSupport?

    public init(dataSupport: Bool? = nil, resolveSupport: ResolveSupport? = nil) {
        self.dataSupport = dataSupport
        self.resolveSupport = resolveSupport
    }

    public struct ResolveSupport: Hashable, Sendable, Codable {
        /// The properties of an action the client can resolve lazily, such
        /// as `edit`. Required by LSP; a client that leaves it out resolves
        /// nothing, which is no reason to fail `initialize`.
        public var properties: [String]?
    }

    /// Whether the client can fetch an action's `edit` through `codeAction/resolve`.
    public var resolvesEdits: Bool {
        dataSupport == true && (resolveSupport?.properties?.contains("edit") ?? false)
    }
}

/// What the client says about workspace edits (`workspace.workspaceEdit`).
public struct WorkspaceEditClientCapabilities: Hashable, Sendable, Codable {
    public var documentChanges: Bool?

    public init(documentChanges: Bool? = nil) { self.documentChanges = documentChanges }
}
