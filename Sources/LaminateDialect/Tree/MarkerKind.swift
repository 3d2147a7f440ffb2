/// A piece of markup inside a node that a feature may want to colour or edit.
///
/// A node's range covers its whole source; its markers name the parts of it
/// that are syntax rather than content.
public enum MarkerKind: UInt8, Sendable, Hashable, CaseIterable {
    // Blocks
    /// `#`…`######` of an ATX heading, its optional closing sequence, or a setext underline.
    case headingMarker
    /// `>` and the optional space after it, on every line it appears.
    case blockQuoteMarker
    /// `-`, `+`, `*`, `1.` or `1)`.
    case listMarker
    /// The `---`, `***` or `___` line.
    case thematicBreak
    /// An opening or closing fence: a run of backticks or tildes (`~~~`).
    case codeFence
    case infoString
    /// One line of a code block's content.
    case codeContent
    /// One line of an HTML block.
    case htmlContent
    /// A `|` in a table row.
    case tablePipe
    /// The `|---|:--:|` line under a table's header.
    case tableDelimiterRow

    // Inlines
    /// `*` or `_` delimiters of emphasis.
    case emphasisDelimiter
    /// `**` or `__` delimiters of strong emphasis.
    case strongDelimiter
    /// `~` or `~~`.
    case strikethroughDelimiter
    /// The backtick runs of a code span.
    case codeSpanDelimiter
    /// The backslash of an escape or a hard break.
    case backslash
    /// `[` of a link or reference definition, `![` of an image.
    case linkOpen
    /// `]` of a link, image or reference definition.
    case linkClose
    /// `(` after a link's `]`.
    case destinationOpen
    case destination
    case title
    /// `)` ending a link's destination and title.
    case destinationClose
    /// `[label]` after a link, or the label of a definition.
    case referenceLabel
    /// `:` after a definition's label.
    case definitionColon
    /// `<` and `>` around an autolink.
    case autolinkBracket
    /// `^[` opening an attribute span or attribute definition.
    case attributeOpen
    /// `]` closing an attribute span's text.
    case attributeClose
    /// `(` opening an attribute list.
    case attributesOpen
    /// The raw attribute text between `(` and `)`, or after a definition's `]:`.
    case attributes
    /// `)` closing an attribute list.
    case attributesClose
}

/// One piece of markup, owned by the node it belongs to.
public struct Marker: Sendable, Hashable {
    public var kind: MarkerKind
    public var range: ByteRange
    public var owner: NodeID

    public init(kind: MarkerKind, range: ByteRange, owner: NodeID) {
        self.kind = kind
        self.range = range
        self.owner = owner
    }
}
