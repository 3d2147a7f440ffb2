import LaminateDialect
import LaminateProtocol

/// The open documents: the server's only mutable state about text, and
/// the owner of what is kept of each besides its text (`DocumentCache`).
///
/// A value type: the dispatcher owns the one mutable copy, and every
/// request gets an immutable copy of it. The caches are references shared
/// by every copy: a document's is made when it opens and closed when it
/// closes or is opened again, here and nowhere else, so a request still
/// holding a copy from before can no longer store anything in it.
public struct DocumentStore: Sendable {
    private var documents: [DocumentURI: DocumentSnapshot] = [:]
    private var caches: [DocumentURI: DocumentCache] = [:]
    /// Per document, the text the last change replaced, kept to write the
    /// next change's text into once nothing reads it any more (the analysis
    /// of that text is replaced by then, and the requests that read it are
    /// answered): in a large document a new array per keystroke was often
    /// mapped fresh by glibc, its page faults paid before the check could
    /// start; and copying the whole text into it was
    /// most of what remained (see `SpareText`). Costs one more text per
    /// open document.
    private var spareTexts: [DocumentURI: SpareText] = [:]
    /// The revision the next text opened or changed gets: unique in this
    /// store, even when a document is closed and opened again.
    private var nextRevision = 1

    public init() {}

    public subscript(uri: DocumentURI) -> DocumentSnapshot? { documents[uri] }

    /// What is kept of an open document besides its text.
    public func cache(of uri: DocumentURI) -> DocumentCache? { caches[uri] }

    public var count: Int { documents.count }

    public var uris: [DocumentURI] { documents.keys.sorted() }

    /// Opens (or, if the client forgot to close it, reopens) a document.
    /// Returns a warning when it was already open.
    @discardableResult
    public mutating func open(_ item: TextDocumentItem) -> String? {
        let wasOpen = documents[item.uri] != nil
        spareTexts[item.uri] = nil
        caches[item.uri]?.close()
        caches[item.uri] = DocumentCache()
        // With room to type into: the opened text becomes the spare text
        // after the first change, and the second change is written into it
        // (an array of exactly its size was outgrown by that change, and a
        // third whole text was made beside the two, the session's heap peak).
        var text: [UInt8] = []
        text.reserveCapacity(DocumentSnapshot.capacityWithRoom(for: item.text.utf8.count))
        text.append(contentsOf: item.text.utf8)
        documents[item.uri] = DocumentSnapshot(
            uri: item.uri, languageId: item.languageId, version: item.version, text: text,
            revision: takeRevision())
        return wasOpen ? "\(item.uri) was opened again without being closed; using the new text" : nil
    }

    /// Applies a `didChange`. Returns warnings: a change for a document that
    /// is not open (ignored), a version that does not increase, clamped ranges.
    public mutating func change(_ params: DidChangeTextDocumentNotification.Params, encoding: ColumnUnit) -> [String] {
        let uri = params.textDocument.uri
        guard let document = documents[uri] else {
            return ["change for \(uri), which is not open, ignored"]
        }
        var warnings: [String] = []
        let version = params.textDocument.version
        if version <= document.version {
            warnings.append("change for \(uri) has version \(version), not after \(document.version); applied anyway")
        }
        var spare = spareTexts.removeValue(forKey: uri)
        let (snapshot, clamped) = document.applying(
            params.contentChanges, version: version, encoding: encoding,
            revision: takeRevision(), spare: &spare)
        spareTexts[uri] = SpareText(bytes: document.text, revision: document.revision)
        for range in clamped {
            warnings.append(
                "change for \(uri) has range \(range.range.start.line):\(range.range.start.character)-"
                    + "\(range.range.end.line):\(range.range.end.character) outside the text "
                    + "(\(range.lineCount) lines, \(encoding.rawValue)); clamped")
        }
        documents[uri] = snapshot
        return warnings
    }

    private mutating func takeRevision() -> Int {
        defer { nextRevision += 1 }
        return nextRevision
    }

    /// Closes a document and forgets everything kept of it; returns a
    /// warning when it was not open.
    public mutating func close(_ uri: DocumentURI) -> String? {
        spareTexts[uri] = nil
        caches.removeValue(forKey: uri)?.close()
        return documents.removeValue(forKey: uri) == nil ? "close for \(uri), which is not open, ignored" : nil
    }
}
