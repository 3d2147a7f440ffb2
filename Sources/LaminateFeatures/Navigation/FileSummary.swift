import LaminateDialect

/// What the workspace needs to know of one Markdown file: its headings with
/// their anchors, its links, its reference definitions and the uses of
/// their labels, its ingredient spans. Built by a pure function from the
/// file's text (`FileSummary(analysis)`), so the server indexes files it has
/// read and open documents alike, and every navigation feature — links,
/// definition, references, highlights, rename — answers from summaries.
///
/// Ranges are UTF-8 byte offsets into the text it was built from;
/// `lineIndex` converts them for files that are not open.
public struct FileSummary: Sendable, Hashable {
    /// In document order, each with its GitHub anchor.
    public var headings: [HeadingEntry] = []
    /// Inline links, reference links, images, autolinks and the
    /// destinations of link reference definitions, in document order.
    public var links: [LinkEntry] = []
    /// Link and attribute reference definitions, in document order.
    public var labelDefinitions: [LabelDefinitionEntry] = []
    /// Reference links and `^[text][label]` spans, by the label they use.
    public var labelUses: [LabelUseEntry] = []
    /// Every span that sets an `ingredient`, in document order.
    public var ingredients: [IngredientEntry] = []
    public var lineIndex: LineIndex

    public init(lineIndex: LineIndex) { self.lineIndex = lineIndex }

    /// The heading whose anchor is `anchor` (compared as GitHub does:
    /// percent-escapes decoded, case ignored).
    public func heading(anchor: String) -> HeadingEntry? {
        let wanted = Self.anchorKey(anchor)
        return headings.first { $0.anchor == wanted }
    }

    /// A fragment as it is compared with anchors.
    public static func anchorKey(_ fragment: String) -> String {
        // Most fragments are keys already (lower-case ASCII, nothing
        // escaped): a document's hundreds of thousands are not copied.
        let isKey = fragment.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        return isKey ? fragment : LinkDestination.percentDecoded(Substring(fragment)).lowercased()
    }

    /// The first definition of `label` (normalized): the one in force.
    public func definition(of label: String) -> LabelDefinitionEntry? {
        labelDefinitions.first { $0.label == label }
    }
}

public struct HeadingEntry: Sendable, Hashable {
    public var anchor: String
    /// The text a reader sees, whole (up to a budget, see `FileSummaryBuilder`).
    public var text: String
    public var level: Int
    /// The heading's whole line (or lines, for setext headings).
    public var range: ByteRange
    /// Its text without the `#`s or the underline.
    public var textRange: ByteRange
}

public struct LinkEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case inline
        case reference
        case image
        case autolink
        /// The destination of a `[label]: destination` line.
        case definition
    }

    public var kind: Kind
    /// The whole construct (`[text](dest)`, `<url>`, the definition line).
    public var range: ByteRange
    /// Where the link is clicked: the destination as written for inline
    /// links, images and definitions; the label for reference links; the
    /// URL inside `<…>` for autolinks.
    public var targetRange: ByteRange
    /// What it points at; nil for an empty destination.
    public var destination: LinkDestination?
    /// Whether the destination is written here (false for a reference link,
    /// whose destination is its definition's): only written destinations
    /// are checked and renamed.
    public var isWritten: Bool
    /// The bytes after `#` in the destination as written, when it has one
    /// (the part a heading rename rewrites).
    public var fragmentRange: ByteRange?
    /// The last name of the path as written (`b.md` of `a/b.md#c`, `b` of
    /// `a/b/`), inside its `<…>`, before its `#` or `?`: what a "did you
    /// mean" for a file that does not exist replaces. Nil without one
    /// (an empty path, or one ending in `.` or `..`).
    public var nameRange: ByteRange? = nil
    /// The whole path as written, up to the end of `nameRange` (`a/b.md`
    /// of `<a/b.md#c>`): what a "did you mean" replaces when a folder in
    /// the path is misspelt too. Nil without a last name.
    public var pathRange: ByteRange? = nil
}

public struct LabelDefinitionEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case link
        case attributes
    }

    public var kind: Kind
    /// Normalized (case folded, spaces collapsed), as uses are matched.
    public var label: String
    /// The label as written, between the brackets.
    public var labelRange: ByteRange
    /// The whole definition.
    public var range: ByteRange
}

public struct LabelUseEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `[text][label]`, `[label][]`, `[label]`, and images.
        case link
        /// `^[text][label]`.
        case attributeSpan
    }

    public var kind: Kind
    public var label: String
    /// The construct using it.
    public var range: ByteRange
    /// The label as written: inside `[label]`, or the text of `[label][]`
    /// and `[label]` (which are their own labels).
    public var labelRange: ByteRange
    /// Whether the label is the link's text (`[label][]`, `[label]`): a
    /// rename then changes what a reader sees, so it keeps the text and
    /// writes the new label after it.
    public var isLinkText: Bool
}

public struct IngredientEntry: Sendable, Hashable {
    public var id: Int
    /// The span's text as a reader sees it (shortened for display).
    public var text: String
    public var spanRange: ByteRange
    /// The span's text without `^[`…`](…)`.
    public var textRange: ByteRange
    /// The id as written: in the span's list, or in the `^[label]:` line it
    /// takes its attributes from.
    public var valueRange: ByteRange
    /// Whether the id is written in a definition line rather than the span.
    public var isSetByDefinition: Bool
}
