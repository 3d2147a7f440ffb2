/// What a node of the syntax tree is, with what the renderer and later layers
/// need to know about it that its source range alone does not say.
///
/// Where a node's rendered value is not one contiguous slice of the source (a
/// code block inside a block quote, a decoded entity, a link title over two
/// lines) the decoded value is stored here; the source stays reachable through
/// the node's range and its markers.
public enum NodeKind: Sendable, Hashable {
    // MARK: Blocks
    case document
    case blockQuote
    case list(ListInfo)
    case listItem
    case paragraph
    case heading(level: Int, style: HeadingStyle)
    case thematicBreak
    /// Fenced or indented code; `content` is the literal content, each line
    /// ending in `"\n"`, as CommonMark renders it.
    case codeBlock(CodeBlockInfo)
    /// `content` is the literal HTML, lines joined by `"\n"`.
    case htmlBlock(content: String)
    /// `[label]: destination "title"`
    case linkReferenceDefinition(LinkReferenceInfo)
    /// `^[label]: ATTRIBUTES`
    case attributeDefinition(AttributeDefinitionInfo)
    case table(alignments: [TableAlignment])
    case tableHead
    case tableBody
    case tableRow
    case tableCell(alignment: TableAlignment, isHeader: Bool)

    // MARK: Inlines
    /// Literal text: exactly the source bytes of the node's range.
    case text
    /// `\*`: the range covers the backslash and the character, which is what renders.
    case escapedCharacter
    /// `&amp;`, `&#35;`, `&#x22;`: `decoded` is what renders.
    case entity(decoded: String)
    case softBreak
    /// Two or more spaces, or a backslash, then a line ending.
    case hardBreak
    /// `content` is the normalized code span content (line endings as spaces,
    /// one leading and trailing space stripped as CommonMark says).
    case codeSpan(content: String)
    case emphasis
    case strong
    case strikethrough
    case link(LinkInfo)
    case image(LinkInfo)
    /// `<https://example.com>` or `<me@example.com>`.
    case autolink(destination: String, isEmail: Bool)
    /// Raw inline HTML, rendered verbatim; `content` joins lines with `"\n"`.
    case inlineHTML(content: String)
    /// `^[TEXT](ATTRIBUTES)` or `^[TEXT][label]`; the children are TEXT.
    case attributeSpan(AttributeSpanInfo)

    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .listItem, .paragraph, .heading, .thematicBreak,
            .codeBlock, .htmlBlock, .linkReferenceDefinition, .attributeDefinition,
            .table, .tableHead, .tableBody, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }
}

public enum HeadingStyle: Sendable, Hashable { case atx, setext }

public enum TableAlignment: Sendable, Hashable { case none, left, center, right }

public struct ListInfo: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `-`, `+` or `*`
        case bullet(marker: UInt8)
        /// `1.` or `1)`
        case ordered(start: Int, delimiter: UInt8)
    }
    public var kind: Kind
    public var isTight: Bool

    public init(kind: Kind, isTight: Bool) {
        self.kind = kind
        self.isTight = isTight
    }
}

public struct CodeBlockInfo: Sendable, Hashable {
    public var isFenced: Bool
    /// The info string after the opening fence, with escapes and entities decoded.
    public var info: String
    public var content: String

    public init(isFenced: Bool, info: String, content: String) {
        self.isFenced = isFenced
        self.info = info
        self.content = content
    }
}

public struct LinkReferenceInfo: Sendable, Hashable {
    /// The label as normalized for matching (case-folded, whitespace collapsed).
    public var normalizedLabel: String
    public var destination: String
    public var title: String?

    public init(normalizedLabel: String, destination: String, title: String?) {
        self.normalizedLabel = normalizedLabel
        self.destination = destination
        self.title = title
    }
}

public struct AttributeDefinitionInfo: Sendable, Hashable {
    public var normalizedLabel: String
    /// The raw attribute text after `]:`, as written.
    public var attributes: MappedText

    public init(normalizedLabel: String, attributes: MappedText) {
        self.normalizedLabel = normalizedLabel
        self.attributes = attributes
    }
}

public struct LinkInfo: Sendable, Hashable {
    /// The destination with escapes and entities decoded (not yet percent-encoded).
    public var destination: String
    public var title: String?
    /// For reference links (`[text][label]`, `[label][]`, `[label]`), the normalized label.
    public var referenceLabel: String?

    public init(destination: String, title: String?, referenceLabel: String? = nil) {
        self.destination = destination
        self.title = title
        self.referenceLabel = referenceLabel
    }
}

public struct AttributeSpanInfo: Sendable, Hashable {
    /// The raw attribute text between `(` and `)` (or of the definition, for
    /// the reference form), with the map to its source bytes, so a JSON5
    /// reader can report exact ranges.
    public var attributes: MappedText
    /// For `^[TEXT][label]`, the normalized label.
    public var referenceLabel: String?

    public init(attributes: MappedText, referenceLabel: String? = nil) {
        self.attributes = attributes
        self.referenceLabel = referenceLabel
    }
}
