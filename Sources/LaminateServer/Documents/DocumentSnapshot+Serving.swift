import LaminateAppStrings
import LaminateProtocol

/// What the server does with a document: Markdown is analysed whole; a
/// String Catalog, `.strings` file or Swift file only in its embedded
/// strings; any other file an editor attaches Laminate to (a JSON file
/// that is no catalog) gets empty answers, never errors.
public enum DocumentServing: Sendable, Hashable {
    case markdown
    case container(ContainerKind)
    case nothing
}

extension DocumentSnapshot {
    /// The language ids that are never Markdown: a document with one of
    /// them and no container's name is not served.
    static let otherLanguageIds: Set<String> = ["json", "jsonc", "swift", "strings"]

    /// How the document is served, from its language id and its name.
    public var serving: DocumentServing {
        let path = FileURI.path(of: uri) ?? uri.string
        if let kind = ContainerKind(languageId: languageId, path: path) { return .container(kind) }
        return Self.otherLanguageIds.contains(languageId) ? .nothing : .markdown
    }
}
