import LaminateDialect

/// One entry of a document's outline: a heading with its section, an
/// ingredient, or a reference definition. The server turns these into
/// LSP `DocumentSymbol`s (or a flat `SymbolInformation` list).
public struct OutlineSymbol: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case heading(level: Int)
        case ingredient(id: Int)
        /// `[label]: destination`
        case linkDefinition
        /// `^[label]: attributes`
        case attributeDefinition
    }

    /// Never empty: editors reject symbols without a name.
    public var name: String
    public var detail: String?
    public var kind: Kind
    /// The whole construct: a heading's section, a span, a definition.
    public var range: ByteRange
    /// What to reveal and highlight: a heading's text, a span's text, a label.
    public var selectionRange: ByteRange
    /// In document order; only headings have children, and headings nest
    /// by level, so symbols are at most seven deep.
    public var children: [OutlineSymbol]

    public init(name: String, detail: String?, kind: Kind, range: ByteRange, selectionRange: ByteRange, children: [OutlineSymbol] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
