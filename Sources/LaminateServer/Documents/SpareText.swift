/// An earlier text of a document that nothing reads any more, kept to write
/// a later text into (see `DocumentStore`): its pages are resident, and
/// knowing which text it is, a change is written into it by replacing only
/// the bytes that differ (and moving the text after them), not by copying
/// ten megabytes.
public struct SpareText: Sendable {
    /// The text of `revision`, with room to grow.
    public var bytes: [UInt8]
    /// Which of the document's texts `bytes` is.
    public var revision: Int

    public init(bytes: [UInt8], revision: Int) {
        self.bytes = bytes
        self.revision = revision
    }
}
