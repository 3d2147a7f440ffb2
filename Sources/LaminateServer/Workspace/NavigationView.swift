import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// What a navigation request sees of the workspace: the index with every
/// open document's own summary laid over it (an open document is always
/// answered from its text, never from the disk), and the conversions from
/// paths and byte ranges to the client's URIs and positions.
struct NavigationView {
    var files: WorkspaceFiles
    /// Open documents by path, so results name them as the client spells
    /// their URIs and convert their positions with their own line index.
    let openDocuments: [String: DocumentSnapshot]
    let encoding: ColumnUnit

    /// The path a document goes by in navigation: its file's path, or its
    /// URI when it is not a file (an `untitled:` buffer).
    static func path(of uri: DocumentURI) -> String { FileURI.path(of: uri) ?? uri.string }

    func uri(ofPath path: String) -> DocumentURI {
        if let document = openDocuments[path] { return document.uri }
        return path.hasPrefix("/") ? FileURI.uri(ofPath: path) : DocumentURI(path)
    }

    func range(_ range: ByteRange, inFile path: String) -> LSPRange? {
        if let document = openDocuments[path] { return document.range(of: range, in: encoding) }
        guard let lineIndex = files[path]?.lineIndex else { return nil }
        return LSPRange(
            start: Position(lineIndex.position(ofUTF8Offset: range.start, in: encoding)),
            end: Position(lineIndex.position(ofUTF8Offset: range.end, in: encoding)))
    }

    func location(_ range: ByteRange, inFile path: String) -> LSPLocation? {
        self.range(range, inFile: path).map { LSPLocation(uri: uri(ofPath: path), range: $0) }
    }
}

extension RequestContext {
    /// The navigation view of the state this request runs on.
    func navigationView() async -> NavigationView {
        var summaries: [String: FileSummary] = [:]
        for document in openDocuments {
            summaries[NavigationView.path(of: document.uri)] = await summary(of: document)
        }
        return navigationView(openSummaries: summaries)
    }

    private var openDocuments: [DocumentSnapshot] { state.documents.uris.compactMap { state.documents[$0] } }

    private func navigationView(openSummaries: [String: FileSummary]) -> NavigationView {
        let roots = state.workspaceIndex.roots.isEmpty ? state.configuration.workspaceRoots : state.workspaceIndex.roots
        return NavigationView(
            files: WorkspaceFiles(summaries: state.workspaceIndex.summaries.merging(openSummaries) { $1 }, roots: roots),
            openDocuments: Dictionary(openDocuments.map { (NavigationView.path(of: $0.uri), $0) }) { $1 },
            encoding: positionEncoding)
    }

    /// An open document's summary, made once per version.
    func summary(of document: DocumentSnapshot) async -> FileSummary {
        await state.cache(of: document).summary(of: document) { await state.analysis(of: document) }
    }

    /// Reads a Markdown file a link leads to when the index does not hold
    /// it (indexing has not reached it, or there is no workspace folder).
    func loadIfMissing(_ path: String, into view: inout NavigationView) {
        guard view.files[path] == nil, path.hasPrefix("/"), WorkspaceScan.isMarkdown(path) else { return }
        guard case .contents(let bytes) = fileSystem.markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize) else { return }
        view.files.summaries[path] = FileSummary(text: bytes)
    }

    /// The symbol at a client position in an open document, with the view it was found in.
    func symbol(at position: Position, in uri: DocumentURI) async throws(ResponseError)
        -> (found: SymbolAtCursor, view: NavigationView, path: String)?
    {
        let document = try document(uri)
        var view = await navigationView()
        let path = NavigationView.path(of: uri)
        let offset = document.utf8Offset(of: position, in: positionEncoding)
        if offset.wasClamped { logger.info("position \(position) clamped in \(uri)") }
        guard let summary = view.files[path],
            let found = summary.symbol(at: offset.utf8Offset, path: path, in: view.files)
        else { return nil }
        switch found.symbol {
        case .heading(_, let file), .file(let file): loadIfMissing(file, into: &view)
        case .label, .ingredient: break
        }
        return (found, view, path)
    }
}
