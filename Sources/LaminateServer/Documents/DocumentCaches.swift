import LaminateProtocol

/// Everything the server keeps of each open document besides its text (the
/// analysis of its newest version, the version its stale markings are
/// carried from, its semantic tokens results, its navigation summary and
/// link table), with one owner and one way to forget a document.
///
/// Shared by every copy of the server state: each cache locks only its own
/// records, never a computation (see `AnalysisCache`). A closed document is
/// forgotten by `forget`, and only there, so nothing of it stays behind.
public final class DocumentCaches: Sendable {
    /// Parsed versions of open documents.
    public let analyses = AnalysisCache()
    /// The last checked version of each document, for stale markings.
    public let diagnosticsLedger = DiagnosticsLedger()
    /// The last semantic tokens sent per document, for `full/delta`.
    public let semanticTokenResults = SemanticTokensResultStore()
    /// Open documents' navigation summaries.
    public let summaries = SummaryCache()
    /// Open documents' link tables, for link diagnostics.
    public let linkTables = LinkTableCache()

    public init() {}

    /// Forgets everything kept of a closed document.
    public func forget(_ uri: DocumentURI) {
        analyses.forget(uri)
        diagnosticsLedger.forget(uri)
        semanticTokenResults.forget(uri)
        summaries.forget(uri)
        linkTables.forget(uri)
    }

    /// Whether anything of `uri` is kept (tests: a closed document leaves nothing).
    func holds(_ uri: DocumentURI) -> Bool {
        analyses.holds(uri) || diagnosticsLedger.holds(uri) || semanticTokenResults.holds(uri) || summaries.holds(uri)
            || linkTables.holds(uri)
    }
}
