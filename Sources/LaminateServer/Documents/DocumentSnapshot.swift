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
    /// Which text this is, unique among the texts of one document store (the
    /// client's versions need not be: a version that does not increase is
    /// applied anyway).
    public let revision: Int
    /// The changes from the texts of the revisions just before this one.
    let changeLog: ChangeLog

    public init(
        uri: DocumentURI, languageId: String, version: Int, text: [UInt8], change: TextChange? = nil,
        revision: Int = 0
    ) {
        self.init(
            uri: uri, languageId: languageId, version: version, text: text, lineIndex: LineIndex(text), change: change,
            revision: revision, changeLog: ChangeLog())
    }

    /// A snapshot whose caller already has the text's line index (an edit
    /// splices the previous one rather than scanning the whole text again).
    init(
        uri: DocumentURI, languageId: String, version: Int, text: [UInt8], lineIndex: LineIndex, change: TextChange?,
        revision: Int, changeLog: ChangeLog
    ) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
        self.lineIndex = lineIndex
        self.change = change
        self.revision = revision
        self.changeLog = changeLog
    }

    /// What changed from the text of `revision` (an earlier snapshot of this
    /// document) to this one, when it is known and small.
    public func change(since revision: Int) -> TextChange? {
        revision == self.revision ? TextChange.none : changeLog.change(since: revision)
    }

    /// The text as a string (for the few places that need one).
    public var string: String { String(decoding: text, as: UTF8.self) }
}
