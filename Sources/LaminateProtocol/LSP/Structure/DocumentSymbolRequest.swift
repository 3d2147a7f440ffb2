/// `textDocument/documentSymbol`: the outline of a document.
public enum DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public typealias Result = DocumentSymbolResult
}

/// Nested symbols for clients that declare
/// `hierarchicalDocumentSymbolSupport`, a flat list for the others.
public enum DocumentSymbolResult: Hashable, Sendable, Codable {
    case hierarchical([DocumentSymbol])
    case flat([SymbolInformation])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let symbols = try? container.decode([DocumentSymbol].self) {
            self = .hierarchical(symbols)
        } else {
            self = .flat(try container.decode([SymbolInformation].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .hierarchical(let symbols): try container.encode(symbols)
        case .flat(let symbols): try container.encode(symbols)
        }
    }
}

/// One symbol with its children. Laminate's outlines are at most seven
/// levels deep (six heading levels and their leaves), so the recursive
/// coding never goes deep.
public struct DocumentSymbol: Hashable, Sendable, Codable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// A symbol of the flat (pre-3.10) form: where it is and the name of the
/// symbol that holds it.
public struct SymbolInformation: Hashable, Sendable, Codable {
    public var name: String
    public var kind: SymbolKind
    public var location: LSPLocation
    public var containerName: String?

    public init(name: String, kind: SymbolKind, location: LSPLocation, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}

/// The LSP symbol kinds Laminate uses.
public enum SymbolKind: Int, Hashable, Sendable, Codable {
    case property = 7
    case variable = 13
    case string = 15
    case key = 20
}

/// `textDocument.documentSymbol` in the client's capabilities.
public struct DocumentSymbolClientCapabilities: Hashable, Sendable, Codable {
    public var hierarchicalDocumentSymbolSupport: Bool?

    public init(hierarchicalDocumentSymbolSupport: Bool? = nil) {
        self.hierarchicalDocumentSymbolSupport = hierarchicalDocumentSymbolSupport
    }
}
