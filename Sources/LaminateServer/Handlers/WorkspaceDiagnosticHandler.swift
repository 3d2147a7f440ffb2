import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `workspace/diagnostic`: the problems of every file of the index and
/// every open document, each report with a `resultId` (a hash of its
/// items, as `textDocument/diagnostic`'s), so that a file whose problems
/// did not change since the client's `previousResultIds` comes back
/// `unchanged`. Open documents are reported from their own text with
/// their version; other files are read from the disk only when the index
/// read them again (see `WorkspaceDiagnosticsCache`), and checked as
/// `laminate check` checks them (`BatchCheck`, a chunk at a time).
///
/// With a `partialResultToken` the reports are sent as they are made, a
/// batch at a time (`WorkspaceDiagnosticReports`), so a workspace of
/// thousands of files is never held as one answer. The dispatcher starts
/// this request only once the first indexing is complete
/// (`LanguageServer.handleRequest`): an answer without the files not yet
/// indexed would look like "no problems".
enum WorkspaceDiagnosticHandler {
    static func handle(_ params: WorkspaceDiagnosticRequest.Params, _ context: RequestContext) async throws(ResponseError)
        -> WorkspaceDiagnosticRequest.Result
    {
        let state = context.state
        let encoding = context.positionEncoding
        var reports = WorkspaceDiagnosticReports(
            previousResultIds: params.previousResultIds,
            partialResultToken: params.partialResultToken, context: context)
        var openPaths = Set<String>()
        for uri in state.documents.uris {
            guard let snapshot = state.documents[uri], snapshot.serving != .nothing else { continue }
            try context.checkCancellation()
            openPaths.insert(NavigationView.path(of: uri))
            let items = await state.diagnostics(of: snapshot, fileSystem: context.fileSystem).map {
                LSPDiagnostic($0, uri: uri, version: snapshot.version, lineIndex: snapshot.lineIndex, encoding: encoding)
            }
            try reports.add(uri: uri, version: snapshot.version, items: items)
        }
        let index = state.workspaceIndex
        state.workspaceDiagnostics.keepOnly(Set(index.summaries.keys))
        var definitions = DefinitionsOnDisk(fileSystem: context.fileSystem, configuration: state.configuration)
        let links = LinkTargetLookup(fileSystem: context.fileSystem)
        let anchors = await state.anchorLookup(openAmong: state.documents.uris.map(NavigationView.path(of:)))
        for path in index.summaries.keys.sorted() where !openPaths.contains(path) {
            guard let summary = index.summaries[path], let stamp = index.stamps[path] else { continue }
            try context.checkCancellation()
            let definition = definitions.file(for: path)
            var problems = state.workspaceDiagnostics.diagnostics(of: path, stamp: stamp, definition: definition?.contents) {
                problemsOnDisk(path, definition: definition.map { state.analyzer.loadedDefinition($0).definition }, context)
            }
            problems += links.diagnostics(of: summary, path: path, roots: state.linkRoots, anchorsOf: anchors)
            let uri = FileURI.uri(ofPath: path)
            let items = DiagnosticsCap.capped(problems).map {
                LSPDiagnostic($0, uri: uri, version: nil, lineIndex: summary.lineIndex, encoding: encoding)
            }
            try reports.add(uri: uri, version: nil, items: items)
        }
        return try reports.finish()
    }

    /// The file's own problems (its links aside), read from the disk and
    /// checked a chunk at a time, as `laminate check` does; none when it
    /// cannot be read any more (deleted since it was indexed: the
    /// watched-file change will drop it).
    private static func problemsOnDisk(_ path: String, definition: FormattingDefinition?, _ context: RequestContext) -> [Diagnostic] {
        guard case .contents(let bytes) = context.fileSystem.markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize) else {
            context.logger.info("workspace diagnostics: \(path) cannot be read any more")
            return []
        }
        return BatchCheck(text: bytes, definition: definition ?? .builtIn) { $0 }.problems
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.diagnosticProvider?.workspaceDiagnostics = true
    }
}
