import LaminateDialect

/// One foldable stretch of a document, over at least two lines.
public struct FoldingRegion: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An HTML comment.
        case comment
        /// Everything else: sections, lists, quotes, code, tables, spans.
        case region
    }

    /// The construct's bytes: folding hides its lines after the first.
    public var range: ByteRange
    public var kind: Kind

    public init(range: ByteRange, kind: Kind) {
        self.range = range
        self.kind = kind
    }
}
