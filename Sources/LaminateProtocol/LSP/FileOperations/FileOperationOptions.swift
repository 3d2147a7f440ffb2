/// `workspace` in the server's capabilities: which file operations it
/// wants to hear of (LSP 3.16).
public struct WorkspaceServerCapabilities: Hashable, Sendable, Codable {
    public var fileOperations: FileOperationOptions?

    public init(fileOperations: FileOperationOptions?) { self.fileOperations = fileOperations }
}

public struct FileOperationOptions: Hashable, Sendable, Codable {
    public var willRename: FileOperationRegistrationOptions?
    public var didRename: FileOperationRegistrationOptions?

    public init(willRename: FileOperationRegistrationOptions?, didRename: FileOperationRegistrationOptions?) {
        self.willRename = willRename
        self.didRename = didRename
    }
}

public struct FileOperationRegistrationOptions: Hashable, Sendable, Codable {
    public var filters: [FileOperationFilter]

    public init(filters: [FileOperationFilter]) { self.filters = filters }
}

/// Which files an operation is reported for: a URI scheme and a glob,
/// matched against files or folders.
public struct FileOperationFilter: Hashable, Sendable, Codable {
    public struct Pattern: Hashable, Sendable, Codable {
        public var glob: String
        /// `file` or `folder`.
        public var matches: String

        public init(glob: String, matches: String) {
            self.glob = glob
            self.matches = matches
        }
    }

    public var scheme: String
    public var pattern: Pattern

    public init(scheme: String, pattern: Pattern) {
        self.scheme = scheme
        self.pattern = pattern
    }
}
