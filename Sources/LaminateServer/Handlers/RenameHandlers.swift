import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `textDocument/prepareRename` and `textDocument/rename` (see
/// `NavigationRename`): an ingredient id renumbered, a label renamed, a
/// heading given a new text, across the workspace. Files that are not open
/// are read again before their edits are made, so the edits fit them as
/// they are on disk now, not as they were indexed.
///
/// A new name that cannot be one is `InvalidParams`; a name taken, a
/// position with nothing to rename or a file that cannot be read is
/// `RequestFailed` (LSP 3.17: the request was well formed but cannot be
/// done), each with a message the client shows.
enum RenameHandlers {
    static func prepare(_ params: PrepareRenameRequest.Params, _ context: RequestContext) async throws(ResponseError) -> PrepareRenameRequest.Result {
        let document = try context.document(params.textDocument.uri)
        var view = await context.navigationView()
        let path = NavigationView.path(of: document.uri)
        let offset = document.utf8Offset(of: params.position, in: context.positionEncoding)
        if offset.wasClamped { context.logger.info("prepareRename position \(params.position) clamped in \(document.uri)") }
        if let found = view.files[path]?.symbol(at: offset.utf8Offset, path: path, in: view.files),
            case .heading(_, let file) = found.symbol
        {
            context.loadIfMissing(file, into: &view)
        }
        guard let target = NavigationRename.target(at: offset.utf8Offset, path: path, text: document.text, in: view.files)
        else { return nil }
        return PrepareRenameResult(
            range: document.range(of: target.range, in: context.positionEncoding),
            placeholder: target.placeholder)
    }

    static func rename(_ params: RenameRequest.Params, _ context: RequestContext) async throws(ResponseError) -> RenameRequest.Result {
        let document = try context.document(params.textDocument.uri)
        var view = await context.navigationView()
        let path = NavigationView.path(of: document.uri)
        let offset = document.utf8Offset(of: params.position, in: context.positionEncoding)
        if let found = view.files[path]?.symbol(at: offset.utf8Offset, path: path, in: view.files),
            case .heading(_, let file) = found.symbol
        {
            context.loadIfMissing(file, into: &view)
        }
        guard let target = NavigationRename.target(at: offset.utf8Offset, path: path, text: document.text, in: view.files) else {
            throw .requestFailed("Nothing at the cursor can be renamed: put it on an ingredient, a label or a heading.")
        }
        let texts = context.rereadFiles(NavigationRename.pathsToEdit(renaming: target.symbol, in: view.files), into: &view)
        try context.checkCancellation()
        let edits: [String: [SourceEdit]]
        do {
            edits = try NavigationRename.edits(renaming: target.symbol, to: params.newName, in: view.files) { file in
                view.openDocuments[file]?.text ?? texts[file]
            }
        } catch {
            switch error.kind {
            case .invalidName: throw .invalidParams(error.message)
            case .conflict, .nothingToRename, .unreadable: throw .requestFailed(error.message)
            }
        }
        return view.workspaceEdit(edits, documentChanges: context.state.clientCapabilities.workspace?.workspaceEdit?.documentChanges == true)
    }

    static func advertise(in capabilities: inout ServerCapabilities, client: ClientCapabilities) {
        capabilities.renameProvider = client.textDocument?.rename?.prepareSupport == true ? .options(prepareProvider: true) : .enabled
    }
}

extension RequestContext {
    /// Reads each of `paths` that is not open from disk again and
    /// summarises it anew in `view`, returning the texts read; a file that
    /// cannot be read now is left out of the view, so nothing is written
    /// into it blind.
    func rereadFiles(_ paths: [String], into view: inout NavigationView) -> [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for path in paths where view.openDocuments[path] == nil && path.hasPrefix("/") {
            guard case .contents(let bytes) = fileSystem.markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize) else {
                logger.warning("rename: \(path) could not be read again; it is left unchanged")
                view.files.summaries[path] = nil
                continue
            }
            texts[path] = bytes
            view.files.summaries[path] = FileSummary(text: bytes)
        }
        return texts
    }
}

extension NavigationView {
    /// Edits by path as a workspace edit: versioned `documentChanges` (a
    /// file that is not open with version `null`) when the client supports
    /// them, else `changes`; in path order, ranges in the negotiated encoding.
    func workspaceEdit(_ edits: [String: [SourceEdit]], documentChanges: Bool) -> WorkspaceEdit {
        var changes: [(uri: DocumentURI, version: Int?, edits: [TextEdit])] = []
        for path in edits.keys.sorted() {
            let textEdits = edits[path]!.compactMap { edit in
                range(edit.range, inFile: path).map { TextEdit(range: $0, newText: edit.replacement) }
            }
            changes.append((uri(ofPath: path), openDocuments[path]?.version, textEdits))
        }
        if documentChanges {
            return WorkspaceEdit(
                documentChanges: changes.map {
                    TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: $0.uri, version: $0.version), edits: $0.edits)
                })
        }
        return WorkspaceEdit(changes: Dictionary(changes.map { ($0.uri.string, $0.edits) }, uniquingKeysWith: { $0 + $1 }))
    }
}
