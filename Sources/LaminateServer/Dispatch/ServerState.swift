import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// Everything requests may read: a value, copied into each request as its
/// snapshot. Only the dispatcher mutates its own copy, in message order.
///
/// Besides values, a copy holds references to what is computed lazily and
/// shared by every copy: each open document's `DocumentCache` (owned by
/// the document store, which makes it on open and closes it on close: the
/// one place a document is forgotten), the loaded formatting definitions
/// (`DocumentAnalyzer`) and the problems of files that are not open
/// (`WorkspaceDiagnosticsCache`). Nothing else is shared, and nothing
/// needs clearing by hand.
public struct ServerState: Sendable {
    /// The open documents, and what is kept of each (`DocumentCache`).
    public var documents = DocumentStore()
    public var configuration = Configuration()
    /// The negotiated position encoding; every client position is read in it.
    public var positionEncoding = ColumnUnit.utf16
    public var clientCapabilities = ClientCapabilities()
    public var trace = TraceValue.off
    /// How a document becomes an analysis, and the definitions loaded.
    public let analyzer = DocumentAnalyzer()
    /// The workspace's Markdown files as last read from disk.
    public var workspaceIndex = WorkspaceIndex()
    /// What `workspace/diagnostic` found in files that are not open.
    public let workspaceDiagnostics = WorkspaceDiagnosticsCache()

    public init() {}

    /// What is kept of `snapshot`'s document: its cache in this copy of
    /// the state, or one that keeps nothing when it is not open here.
    func cache(of snapshot: DocumentSnapshot) -> DocumentCache {
        documents.cache(of: snapshot.uri) ?? .keepingNothing()
    }
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
    public func analysis(of snapshot: DocumentSnapshot) async -> DocumentAnalysis {
        guard snapshot.serving == .markdown, !DocumentSizeLimit.isExceeded(by: snapshot) else { return DocumentAnalyzer.emptyAnalysis }
        return await cache(of: snapshot).analysis(
            of: snapshot, definitionFile: configuration.formattingDefinition(for: snapshot.uri), by: analyzer)
    }

    /// The analysis of a container document of `kind`, under the
    /// formatting definition nearest to it.
    func containerAnalysis(of snapshot: DocumentSnapshot, kind: ContainerKind) -> ContainerAnalysis {
        cache(of: snapshot).containerAnalysis(
            of: snapshot, kind: kind, definitionFile: configuration.formattingDefinition(for: snapshot.uri), by: analyzer)
    }

    /// The problems of one version of a document, in its byte offsets, as
    /// published, pushed or pulled alike: past the size limit only its
    /// LAM302 (see `DocumentSizeLimit`), else at most
    /// `DiagnosticsCap.maximumPerDocument` problems and a LAM301. Markdown
    /// is checked through the document's ledger (stale markings), then its
    /// links against the workspace (after its own problems, which come
    /// first); a container string by string.
    func diagnostics(of snapshot: DocumentSnapshot, fileSystem: any FileSystem) async -> [Diagnostic] {
        if snapshot.serving != .nothing, let tooLarge = DocumentSizeLimit.diagnostic(for: snapshot) { return [tooLarge] }
        switch snapshot.serving {
        case .markdown:
            let cache = cache(of: snapshot)
            let analysis = await cache.analysis(
                of: snapshot, definitionFile: configuration.formattingDefinition(for: snapshot.uri), by: analyzer)
            let checked = cache.diagnostics(of: snapshot, analysis: analysis)
            guard let links = await linkProblems(of: snapshot, fileSystem: fileSystem) else {
                return checked.problems.map { DiagnosticsCap.capped($0, then: []) } ?? []
            }
            return DiagnosticsCap.capped(checked.problems, then: links)
        case .container(let kind):
            return DiagnosticsCap.capped(ContainerDiagnostics.check(containerAnalysis(of: snapshot, kind: kind)))
        case .nothing:
            return []
        }
    }
}
