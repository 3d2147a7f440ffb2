/// `textDocument/definition`: where the symbol at a position is defined.
public enum DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Params = TextDocumentPositionParams
    /// Locations, or location links for clients that declare `linkSupport`;
    /// `null` where there is nothing to go to.
    public typealias Result = DefinitionResult?
}

public enum DefinitionResult: Hashable, Sendable, Codable {
    case locations([LSPLocation])
    case links([LocationLink])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let links = try? container.decode([LocationLink].self) {
            self = .links(links)
        } else {
            self = .locations(try container.decode([LSPLocation].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .locations(let locations): try container.encode(locations)
        case .links(let links): try container.encode(links)
        }
    }
}

/// A target with the range it was reached from, so the client can
/// underline the origin.
public struct LocationLink: Hashable, Sendable, Codable {
    public var originSelectionRange: LSPRange?
    public var targetUri: DocumentURI
    public var targetRange: LSPRange
    public var targetSelectionRange: LSPRange

    public init(originSelectionRange: LSPRange?, targetUri: DocumentURI, targetRange: LSPRange, targetSelectionRange: LSPRange) {
        self.originSelectionRange = originSelectionRange
        self.targetUri = targetUri
        self.targetRange = targetRange
        self.targetSelectionRange = targetSelectionRange
    }
}

/// `textDocument.definition` in the client's capabilities.
public struct DefinitionClientCapabilities: Hashable, Sendable, Codable {
    public var linkSupport: Bool?

    public init(linkSupport: Bool? = nil) { self.linkSupport = linkSupport }
}
