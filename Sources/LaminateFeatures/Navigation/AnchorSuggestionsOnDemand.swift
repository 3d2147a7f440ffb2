import LaminateConcurrency

/// A document's anchors indexed for "did you mean" (`AnchorSuggestions`),
/// built the first time a fragment names none of them, and from then on
/// shared by every checker and every later table of the document whose
/// headings are the same.
///
/// Most documents' fragments each name an anchor: their index, which holds
/// more than the anchors themselves (each anchor's one-edit forms, letter
/// pairs and lengths), is never built, where a table used to build it for
/// every document it was made of and keep it while the document was open.
final class AnchorSuggestionsOnDemand: Sendable {
    let anchors: [String]
    private let built = Locked<AnchorSuggestions?>(nil)

    init(_ anchors: [String]) {
        self.anchors = anchors
    }

    /// The index, built by the first caller that needs it: built outside
    /// the lock, so two callers racing may both build it, and the first to
    /// finish is the one kept and answered.
    var index: AnchorSuggestions {
        if let built = built.withLock({ $0 }) { return built }
        let index = AnchorSuggestions(anchors)
        return built.withLock { built in
            if let built { return built }
            built = index
            return index
        }
    }

    /// Whether the index has been built (tests: a document whose fragments
    /// all name an anchor never builds it).
    var isBuilt: Bool { built.withLock { $0 != nil } }
}
