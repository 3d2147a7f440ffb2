import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// One version of an open document: immutable, `Sendable`, cheap to copy.
///
/// Every request works on a snapshot taken when it arrived, so it sees
/// exactly the edits that came before it.
public struct DocumentSnapshot: Sendable, Hashable {
    public let uri: DocumentURI
    public let languageId: String
    public let version: Int
    /// The text as UTF-8 bytes; every offset in Laminate indexes these.
    public let text: [UInt8]
    public let lineIndex: LineIndex
    /// What the `didChange` that made this version did to the previous
    /// version's text; nil for a document as opened.
    public let change: TextChange?

    public init(uri: DocumentURI, languageId: String, version: Int, text: [UInt8], change: TextChange? = nil) {
        self.init(uri: uri, languageId: languageId, version: version, text: text, lineIndex: LineIndex(text), change: change)
    }

    /// A snapshot whose caller already has the text's line index (an edit
    /// splices the previous one rather than scanning 5 MB again).
    init(uri: DocumentURI, languageId: String, version: Int, text: [UInt8], lineIndex: LineIndex, change: TextChange?) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
        self.lineIndex = lineIndex
        self.change = change
    }

    /// The text as a string (for the few places that need one).
    public var string: String { String(decoding: text, as: UTF8.self) }
}
