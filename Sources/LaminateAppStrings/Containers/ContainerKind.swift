/// The kinds of file where app strings live.
public enum ContainerKind: String, Sendable, Hashable, CaseIterable {
    /// A String Catalog (`.xcstrings`, JSON).
    case stringCatalog
    /// An old-style `.strings` file (`"key" = "value";`).
    case stringsFile
    /// Swift source, whose string literals may hold Attributed Markdown.
    case swiftSource

    /// The kind a file's name says, or nil for any other file (Markdown).
    public init?(path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else if lowered.hasSuffix(".strings") {
            self = .stringsFile
        } else if lowered.hasSuffix(".swift") {
            self = .swiftSource
        } else {
            return nil
        }
    }

    /// The kind an editor's language id and the file's name say together:
    /// `json` only for `.xcstrings`, `strings` or `plaintext` for
    /// `.strings`, `swift` for Swift; nil for documents served as Markdown.
    public init?(languageId: String, path: String) {
        guard let kind = ContainerKind(path: path) else {
            if languageId == "swift" {
                self = .swiftSource
                return
            }
            return nil
        }
        switch (languageId, kind) {
        case ("markdown", _): return nil
        default: self = kind
        }
    }

    /// What `laminate check` and messages call it.
    public var displayName: String {
        switch self {
        case .stringCatalog: "String Catalog"
        case .stringsFile: ".strings file"
        case .swiftSource: "Swift source"
        }
    }
}
