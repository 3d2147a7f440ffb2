import LaminateConcurrency
import LaminateFeatures
import LaminateProtocol

/// What `full/delta` needs to answer with edits: the tokens of recent
/// results (chunk by chunk, sharing every chunk the versions share), and
/// the last few versions of each document's text.
///
/// A result's id names the text (the snapshot's revision, unique per text even
/// when a client sends a change without raising the version) and the
/// configuration generation it was computed for (`"7.2"`), so the result is
/// a function of its id. That
/// makes deltas independent of the order in which concurrent requests
/// finish: a delta against a result whose data is not stored (not computed
/// yet, or already dropped) recomputes it from the remembered text of that
/// text. Only when that text is gone too, or the settings changed since,
/// does the client get the tokens in full, which LSP allows.
///
/// A text is remembered only while no result of it is stored (a request for its tokens may still be running when the next
/// edit arrives), and forgotten once one is: a version's text and line
/// index are larger than the document, and a client that waits for each
/// answer, as editors do, never needs them.
///
/// Shared by every copy of the server state, like `AnalysisCache`; the mutex
/// guards only the dictionaries, never a computation.
public final class SemanticTokensResultStore: Sendable {
    /// Results and earlier versions kept per document. A client asks for a
    /// delta against the last result it received, so two cover a result
    /// racing the one before it (two results share their unchanged chunks'
    /// integers, so the second costs little).
    static let keptPerDocument = 2

    private struct Entry {
        var results: [(resultId: String, tokens: ChunkedSemanticTokens)] = []
        /// Texts replaced by `didChange`, oldest first.
        var earlierVersions: [DocumentSnapshot] = []
    }

    private let entries = Locked<[DocumentURI: Entry]>([:])
    /// The tokens last encoded in full for each document, chunk by chunk:
    /// the next encoding reuses the chunks its tree shares with them.
    private let chunkedTokens = Locked<[DocumentURI: ChunkedSemanticTokens]>([:])

    public init() {}

    /// The id of the result for a text (a snapshot's revision) under a configuration generation.
    public static func resultId(revision: Int, generation: Int) -> String { "\(revision).\(generation)" }

    /// The revision and generation a result id names, if it is one of ours.
    public static func parse(resultId: String) -> (revision: Int, generation: Int)? {
        let parts = resultId.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let revision = Int(parts[0]), let generation = Int(parts[1]) else { return nil }
        return (revision, generation)
    }

    /// Keeps the tokens of a result.
    public func store(_ tokens: ChunkedSemanticTokens, resultId: String, for uri: DocumentURI) {
        entries.withLock { entries in
            var entry = entries[uri] ?? Entry()
            entry.results.removeAll { $0.resultId == resultId }
            entry.results.append((resultId, tokens))
            if entry.results.count > Self.keptPerDocument { entry.results.removeFirst() }
            if let revision = Self.parse(resultId: resultId)?.revision {
                entry.earlierVersions.removeAll { $0.revision == revision }
            }
            entries[uri] = entry
        }
    }

    /// The stored tokens of a result, if they are still kept.
    public func tokens(of resultId: String, for uri: DocumentURI) -> ChunkedSemanticTokens? {
        entries.withLock { $0[uri]?.results.last { $0.resultId == resultId }?.tokens }
    }

    /// Remembers the text a change is about to replace (called in message
    /// order, before the change is applied), unless a result of it is stored
    /// already.
    public func remember(_ snapshot: DocumentSnapshot) {
        entries.withLock { entries in
            var entry = entries[snapshot.uri] ?? Entry()
            guard !entry.results.contains(where: { Self.parse(resultId: $0.resultId)?.revision == snapshot.revision }) else { return }
            entry.earlierVersions.removeAll { $0.revision == snapshot.revision }
            entry.earlierVersions.append(snapshot)
            if entry.earlierVersions.count > Self.keptPerDocument { entry.earlierVersions.removeFirst() }
            entries[snapshot.uri] = entry
        }
    }

    /// The stored tokens of a result or, when they are not, the remembered
    /// text they can be computed from, looked up at once (a result stored in
    /// between forgets its text).
    public func tokensOrVersion(of resultId: String, revision: Int, for uri: DocumentURI)
        -> (tokens: ChunkedSemanticTokens?, version: DocumentSnapshot?)
    {
        entries.withLock { entries in
            let entry = entries[uri]
            if let tokens = entry?.results.last(where: { $0.resultId == resultId })?.tokens { return (tokens, nil) }
            return (nil, entry?.earlierVersions.last { $0.revision == revision })
        }
    }

    /// The tokens last encoded in full for a document, chunk by chunk.
    public func chunkedTokens(of uri: DocumentURI) -> ChunkedSemanticTokens? {
        chunkedTokens.withLock { $0[uri] }
    }

    /// Keeps a document's newest full encoding for the next one to reuse.
    public func keep(_ tokens: ChunkedSemanticTokens, for uri: DocumentURI) {
        chunkedTokens.withLock { $0[uri] = tokens }
    }

    /// Forgets a document's results and earlier versions (closed or reopened).
    public func forget(_ uri: DocumentURI) {
        chunkedTokens.withLock { _ = $0.removeValue(forKey: uri) }
        entries.withLock { _ = $0.removeValue(forKey: uri) }
    }

    func holds(_ uri: DocumentURI) -> Bool {
        chunkedTokens.withLock { $0[uri] != nil } || entries.withLock { $0[uri] != nil }
    }
}
