import LaminateDialect

/// What a lowering takes from the tree besides the formatting definition and
/// the base URL: the choices Foundation's
/// `AttributedString.MarkdownParsingOptions` make. The server and
/// `laminate runs` use the defaults; LaminateMarkdown sets them from the
/// options it is given.
public struct RunOptions: Sendable, Hashable {
    /// Which Markdown the runs interpret (Foundation's `interpretedSyntax`).
    public enum Syntax: Sendable, Hashable {
        /// Blocks and inlines, with `presentationIntent` on every run in a block.
        case full
        /// No `presentationIntent`; every run of white space is one space,
        /// none at the start or end (a hard break stays a `\n`). Lower a tree
        /// from `MarkdownParser.parseInlineOnly(_:)`.
        case inlineOnly
        /// No `presentationIntent`; line endings and spaces as written.
        /// Lower a tree from `MarkdownParser.parseInlineOnly(_:)`.
        case inlineOnlyPreservingWhitespace
    }

    /// Which keys of attribute spans reach the runs.
    public enum SpanKeys: Sendable, Hashable {
        /// The keys the formatting definition allows, with valid values: what
        /// `laminate check` accepts.
        case allowedByDefinition
        /// Every key a span sets, with its value as written (the first of
        /// duplicates): the caller decides what they mean, as Foundation
        /// decodes them through an attribute scope.
        case all
        /// None: a span's text has no attributes of its own
        /// (`allowsExtendedAttributes: false`).
        case none
    }

    public var syntax: Syntax
    public var spanKeys: SpanKeys

    public init(syntax: Syntax = .full, spanKeys: SpanKeys = .allowedByDefinition) {
        self.syntax = syntax
        self.spanKeys = spanKeys
    }
}

/// An attribute span whose list could not be read as JSON5: the span keeps
/// its text and sets nothing.
public struct InvalidAttributeSpan: Sendable, Hashable {
    /// The whole span, `^[` to `)` (or to the label's `]`).
    public var spanRange: ByteRange
    /// The offending bytes of the list, in the document.
    public var errorRange: ByteRange
    /// What was expected, as the JSON5 reader says it.
    public var message: String

    public init(spanRange: ByteRange, errorRange: ByteRange, message: String) {
        self.spanRange = spanRange
        self.errorRange = errorRange
        self.message = message
    }
}
