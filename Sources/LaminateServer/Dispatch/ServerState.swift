import LaminateAppStrings
import LaminateAttributes
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
    /// What is kept of each open document besides its text; a reference
    /// shared by every copy of the state (see `DocumentCaches`).
    public let caches = DocumentCaches()
    /// The workspace's Markdown files as last read from disk.
    public var workspaceIndex = WorkspaceIndex()
    /// What `workspace/diagnostic` found in files that are not open (shared, like `caches`).
    public let workspaceDiagnostics = WorkspaceDiagnosticsCache()

    public var analyses: AnalysisCache { caches.analyses }
    public var diagnosticsLedger: DiagnosticsLedger { caches.diagnosticsLedger }
    public var semanticTokenResults: SemanticTokensResultStore { caches.semanticTokenResults }
    public var summaries: SummaryCache { caches.summaries }
    public var linkTables: LinkTableCache { caches.linkTables }

    public init() {}
}

extension ServerState {
    /// The analysis of one version of a document under the formatting
    /// definition nearest to it (the built-in catalog when there is none).
    /// A document not served as Markdown (a container, or a file Laminate
    /// does not serve) has the analysis of an empty document, so that every
    /// feature that has not learnt containers answers it with nothing; so
    /// has a document too large to analyse (requests on it are refused
    /// before, `RequestContext.analysis(of:)`; this keeps the outline of the
    /// workspace from parsing it).
    public func analysis(of snapshot: DocumentSnapshot) -> DocumentAnalysis {
        guard snapshot.serving == .markdown, !DocumentSizeLimit.isExceeded(by: snapshot) else { return AnalysisCache.emptyAnalysis }
        return analyses.analysis(of: snapshot, definitionFile: configuration.formattingDefinition(for: snapshot.uri))
    }

    /// The problems of one version of a document, in its byte offsets:
    /// checked through the ledger for Markdown, with its links checked
    /// against the workspace; string by string for a container.
    func diagnostics(of snapshot: DocumentSnapshot, fileSystem: any FileSystem) -> [Diagnostic] {
        Self.diagnostics(
            of: snapshot, definitionFile: configuration.formattingDefinition(for: snapshot.uri),
            analyses: analyses, ledger: diagnosticsLedger
        ) {
            linkProblems(of: snapshot, fileSystem: fileSystem)
        }
    }

    /// What is published, pushed or pulled alike: past the size limit only
    /// its LAM302 (see `DocumentSizeLimit`), else at most
    /// `DiagnosticsCap.maximumPerDocument` problems and a LAM301.
    /// `links` gives the document's link problems (after its own, which
    /// come first; nil: none).
    static func diagnostics(
        of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?,
        analyses: AnalysisCache, ledger: DiagnosticsLedger,
        links: () -> LinkProblems? = { nil }
    ) -> [Diagnostic] {
        if snapshot.serving != .nothing, let tooLarge = DocumentSizeLimit.diagnostic(for: snapshot) { return [tooLarge] }
        switch snapshot.serving {
        case .markdown:
            let analysis = analyses.analysis(of: snapshot, definitionFile: definitionFile)
            let checked = ledger.diagnostics(of: snapshot, analysis: analysis)
            guard let links = links() else { return checked.problems.map { DiagnosticsCap.capped($0, then: []) } ?? [] }
            return DiagnosticsCap.capped(checked.problems, then: links)
        case .container(let kind):
            return DiagnosticsCap.capped(
                ContainerDiagnostics.check(analyses.containerAnalysis(of: snapshot, kind: kind, definitionFile: definitionFile)))
        case .nothing:
            return []
        }
    }
}
