import LaminateDialect

/// An attribute that is invalidated when its text changes (such as
/// `ingredient`) whose text has changed since it was set: the marking is
/// stale until the span is marked again or removed.
public struct StaleMarking: Sendable, Hashable {
    public var key: String
    /// The value as written, such as `3`.
    public var value: String
    /// The whole span in the current version of the document.
    public var spanRange: ByteRange
    /// The span's text when it was marked.
    public var originalText: String

    public init(key: String, value: String, spanRange: ByteRange, originalText: String) {
        self.key = key
        self.value = value
        self.spanRange = spanRange
        self.originalText = originalText
    }
}

/// One change to a document: `range` of the old text replaced by `newText`.
public struct DocumentEdit: Sendable, Hashable {
    public var range: ByteRange
    public var newText: [UInt8]

    public init(range: ByteRange, newText: [UInt8]) {
        self.range = range
        self.newText = newText
    }

    public init(range: ByteRange, newText: String) {
        self.init(range: range, newText: Array(newText.utf8))
    }

    /// How much later everything after the edit is now.
    public var shift: Int { newText.count - range.count }

    /// An offset of the old text in the new text (offsets inside the replaced range move to its start).
    public func mapped(_ offset: Int) -> Int {
        if offset <= range.start { return offset }
        if offset >= range.end { return offset + shift }
        return range.start
    }
}
