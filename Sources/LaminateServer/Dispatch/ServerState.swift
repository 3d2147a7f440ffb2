import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// Everything requests may read: a value, copied into each request as its
/// snapshot. Only the dispatcher mutates its own copy, in message order.
public struct ServerState: Sendable {
    public var documents = DocumentStore()
    public var configuration = Configuration()
    /// The negotiated position encoding; every client position is read in it.
    public var positionEncoding = ColumnUnit.utf16
    public var clientCapabilities = ClientCapabilities()
    public var trace = TraceValue.off
    /// Parsed versions of open documents; a reference shared by every copy
    /// of the state (see `AnalysisCache` for why that is safe).
    public let analyses = AnalysisCache()
    /// The last checked version of each document, for stale markings
    /// (shared by every copy, like `analyses`).
    public let diagnosticsLedger = DiagnosticsLedger()
    /// The last semantic tokens sent per document, for `full/delta`.
    public let semanticTokenResults = SemanticTokensResultStore()
    /// The workspace's Markdown files as last read from disk.
    public var workspaceIndex = WorkspaceIndex()
    /// Open documents' navigation summaries (shared, like `analyses`).
    public let summaries = SummaryCache()

    public init() {}
}

extension ServerState {
    /// The analysis of one version of a document under the formatting
    /// definition nearest to it (the built-in catalog when there is none).
    public func analysis(of snapshot: DocumentSnapshot) -> DocumentAnalysis {
        analyses.analysis(of: snapshot, definitionFile: configuration.formattingDefinition(for: snapshot.uri))
    }
}
