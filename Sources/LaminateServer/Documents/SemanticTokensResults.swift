import LaminateFeatures
import LaminateProtocol

/// What `full/delta` needs to answer with edits, kept in a document's
/// `DocumentCache`: the tokens of recent results (chunk by chunk, sharing
/// every chunk the versions share), and the last few versions of the
/// document's text.
///
/// A result's id names the text (the snapshot's revision, unique per text even
/// when a client sends a change without raising the version) and the
/// configuration generation it was computed for (`"7.2"`), so the result is
/// a function of its id. That
/// makes deltas independent of the order in which concurrent requests
/// finish: a delta against a result whose data is not stored (not computed
/// yet, or already dropped) recomputes it from the remembered text of that
/// text. Only when that text is gone too, or the settings changed since,
/// does the client get the tokens in full, which LSP allows. (So a result
/// of an older text finishing after a newer one is stored all the same:
/// the client that received it asks for a delta against it next.)
///
/// A text is remembered only while no result of it is stored (a request for its tokens may still be running when the next
/// edit arrives), and forgotten once one is: a version's text and line
/// index are larger than the document, and a client that waits for each
/// answer, as editors do, never needs them.
struct SemanticTokensResults {
    /// Results and earlier versions kept per document. A client asks for a
    /// delta against the last result it received, so two cover a result
    /// racing the one before it (two results share their unchanged chunks'
    /// integers, so the second costs little).
    static let keptPerDocument = 2

    var results: [(resultId: String, tokens: ChunkedSemanticTokens)] = []
    /// Texts replaced by `didChange`, oldest first.
    var earlierVersions: [DocumentSnapshot] = []
    /// The tokens last encoded in full, chunk by chunk, and the text they
    /// are of: the next encoding reuses the chunks its tree shares with them.
    var lastEncoded: (stamp: SnapshotStamp, tokens: ChunkedSemanticTokens)?

    var isEmpty: Bool { results.isEmpty && earlierVersions.isEmpty && lastEncoded == nil }

    /// The id of the result for a text (a snapshot's revision) under a configuration generation.
    static func resultId(revision: Int, generation: Int) -> String { "\(revision).\(generation)" }

    /// The revision and generation a result id names, if it is one of ours.
    static func parse(resultId: String) -> (revision: Int, generation: Int)? {
        let parts = resultId.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let revision = Int(parts[0]), let generation = Int(parts[1]) else { return nil }
        return (revision, generation)
    }
}

extension DocumentCache {
    /// Keeps the tokens of a result (unless the document has closed).
    func storeTokens(_ tokens: ChunkedSemanticTokens, resultId: String) {
        _ = update { contents -> Void? in
            contents.tokens.results.removeAll { $0.resultId == resultId }
            contents.tokens.results.append((resultId, tokens))
            if contents.tokens.results.count > SemanticTokensResults.keptPerDocument { contents.tokens.results.removeFirst() }
            if let revision = SemanticTokensResults.parse(resultId: resultId)?.revision {
                contents.tokens.earlierVersions.removeAll { $0.revision == revision }
            }
            return ()
        }
    }

    /// The stored tokens of a result, if they are still kept.
    func tokens(of resultId: String) -> ChunkedSemanticTokens? {
        read { $0.tokens.results.last { $0.resultId == resultId }?.tokens }
    }

    /// Remembers the text a change is about to replace (called in message
    /// order, before the change is applied), unless a result of it is stored
    /// already.
    func remember(_ snapshot: DocumentSnapshot) {
        _ = update { contents -> Void? in
            guard !contents.tokens.results.contains(where: { SemanticTokensResults.parse(resultId: $0.resultId)?.revision == snapshot.revision })
            else { return nil }
            contents.tokens.earlierVersions.removeAll { $0.revision == snapshot.revision }
            contents.tokens.earlierVersions.append(snapshot)
            if contents.tokens.earlierVersions.count > SemanticTokensResults.keptPerDocument {
                contents.tokens.earlierVersions.removeFirst()
            }
            return ()
        }
    }

    /// The stored tokens of a result or, when they are not, the remembered
    /// text they can be computed from, looked up at once (a result stored in
    /// between forgets its text).
    func tokensOrVersion(of resultId: String, revision: Int) -> (tokens: ChunkedSemanticTokens?, version: DocumentSnapshot?) {
        read { contents -> (ChunkedSemanticTokens?, DocumentSnapshot?)? in
            if let tokens = contents.tokens.results.last(where: { $0.resultId == resultId })?.tokens { return (tokens, nil) }
            return (nil, contents.tokens.earlierVersions.last { $0.revision == revision })
        } ?? (nil, nil)
    }

    /// The tokens last encoded in full for the document, chunk by chunk.
    func lastEncodedTokens() -> ChunkedSemanticTokens? {
        read { $0.tokens.lastEncoded?.tokens }
    }

    /// Keeps the newest full encoding for the next one to reuse; an older
    /// text's, finishing late, does not replace a newer one's.
    func keepEncodedTokens(_ tokens: ChunkedSemanticTokens, of snapshot: DocumentSnapshot) {
        _ = update { contents -> Void? in
            if let kept = contents.tokens.lastEncoded, kept.stamp > snapshot.stamp { return nil }
            contents.tokens.lastEncoded = (snapshot.stamp, tokens)
            return ()
        }
    }
}
