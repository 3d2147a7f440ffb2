/// What a semantic token's bytes are.
///
/// The raw value is the token's index in the legend the server advertises,
/// so the order is part of the protocol: **append new cases at the end,
/// never reorder or remove**. Standard LSP types are used where one fits
/// (`string`, `number`, `keyword`, `property`, `decorator`, `label`,
/// `comment`); the others are Laminate's own.
public enum SemanticTokenType: UInt32, CaseIterable, Sendable, Hashable {
    /// Text with inline formatting only (its modifiers say which).
    case text
    /// The text of a heading; a `level1`…`level6` modifier gives the level.
    case heading
    /// `#`…`######`, an ATX closing sequence, or a setext underline.
    case headingMarker
    /// `-`, `+`, `*`, `1.`, `1)` of a list item.
    case listMarker
    /// `>` of a block quote.
    case quoteMarker
    /// `---`, `***`, `___`.
    case thematicBreak
    /// The run of backticks or tildes (`~~~`) that opens or closes a fenced code block.
    case fence
    /// The info string after an opening fence.
    case infoString
    /// The content of a code span or a code block line.
    case code
    /// `|` of a table row.
    case tablePipe
    /// The `|---|:-:|` row under a table's header.
    case tableDelimiter
    /// Emphasis, strong, strikethrough and code span delimiters, and the
    /// brackets and parentheses of links, images and autolinks.
    case delimiter
    /// The text of a link or the description of an image.
    case link
    /// A link destination or an autolink.
    case url
    /// A link title; a string value in an attribute list.
    case string
    /// A reference label: `[label]` after a link or span, or a definition's label.
    case label
    /// Inline HTML or a line of an HTML block.
    case html
    /// An HTML comment.
    case comment
    /// A backslash escape (`\*`) or the backslash of a hard line break.
    case escapeSequence
    /// An entity or numeric character reference (`&amp;`, `&#35;`).
    case entity
    /// `^[`, `]`, `(`, `)` of an attribute span, and `^[`, `]`, `:` of an attribute definition.
    case decorator
    /// A key in an attribute list.
    case property
    /// A number value in an attribute list.
    case number
    /// `true` or `false` in an attribute list.
    case boolean
    /// `null` in an attribute list.
    case keyword
    /// The text of an attribute span.
    case attributedText
    /// The text of an attribute span that has (or inherits) an `ingredient`.
    case ingredient

    /// The name in the legend.
    public var legendName: String {
        switch self {
        case .text: "text"
        case .heading: "heading"
        case .headingMarker: "headingMarker"
        case .listMarker: "listMarker"
        case .quoteMarker: "quoteMarker"
        case .thematicBreak: "thematicBreak"
        case .fence: "fence"
        case .infoString: "infoString"
        case .code: "code"
        case .tablePipe: "tablePipe"
        case .tableDelimiter: "tableDelimiter"
        case .delimiter: "delimiter"
        case .link: "link"
        case .url: "url"
        case .string: "string"
        case .label: "label"
        case .html: "html"
        case .comment: "comment"
        case .escapeSequence: "escapeSequence"
        case .entity: "entity"
        case .decorator: "decorator"
        case .property: "property"
        case .number: "number"
        case .boolean: "boolean"
        case .keyword: "keyword"
        case .attributedText: "attributedText"
        case .ingredient: "ingredient"
        }
    }

    /// Whether this is one of the types every LSP client knows.
    public var isStandard: Bool {
        switch self {
        case .string, .number, .keyword, .property, .decorator, .label, .comment: true
        default: false
        }
    }
}
