import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `textDocument/codeAction` and `codeAction/resolve`.
enum CodeActionHandler {
    /// LSP's `ContentModified`: the document changed since the action was computed.
    static let contentModifiedCode = -32801

    static func handle(_ params: CodeActionRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [LSPCodeAction] {
        let document = try context.document(params.textDocument.uri)
        let served = try await context.servedAnalysis(of: document)
        let encoding = context.positionEncoding
        let reported = reportedProblems(params.context.diagnostics, in: document, encoding: encoding)
        let analysis: DocumentAnalysis
        switch served {
        case .markdown(let markdown): analysis = markdown
        case .container(let container):
            return try containerActions(container, params, reported: reported, document: document, context)
        case .nothing: return []
        }
        // The markings the diagnostics check carried to this version; when
        // this version has not been checked yet (or the client never gets
        // diagnostics from us), the editor's own stale-ingredient reports
        // stand in for them.
        let staleMarkings =
            context.state.cache(of: document).staleMarkings(of: document)
            ?? CodeActions.staleMarkings(
                reportedAt: reported.filter { $0.code == DiagnosticCode.staleIngredient.rawValue }.map(\.range), in: analysis)
        let query = query(params, document: document, reported: reported, staleMarkings: staleMarkings, context)
        try context.checkCancellation()
        var actions = CodeActions.actions(in: analysis, for: query)
        if query.wants(.quickFix), !(query.trigger == .automatic && reported.isEmpty) {
            // Link problems are not the analysis's: they depend on other files.
            let links = await context.state.linkDiagnostics(of: document, meeting: query.selection, fileSystem: context.fileSystem)
            let fixes = CodeActions.quickFixes(for: links, selection: query.selection)
            actions.insert(contentsOf: fixes, at: actions.firstIndex { $0.kind != .quickFix } ?? actions.endIndex)
        }
        return try lspActions(actions, params, document: document, context)
    }

    /// The actions inside a container's strings (see `ContainerCodeActions`):
    /// no stale markings, which only Markdown documents carry.
    private static func containerActions(
        _ analysis: ContainerAnalysis, _ params: CodeActionRequest.Params, reported: [(code: String, range: ByteRange)],
        document: DocumentSnapshot, _ context: RequestContext
    ) throws(ResponseError) -> [LSPCodeAction] {
        let query = query(params, document: document, reported: reported, staleMarkings: [], context)
        try context.checkCancellation()
        return try lspActions(ContainerCodeActions.actions(in: analysis, for: query), params, document: document, context)
    }

    /// What the client asks for, in byte offsets: the selection, the kinds,
    /// how it was triggered, the problems it reported; costly kinds left to
    /// resolve later for a client that resolves edits.
    private static func query(
        _ params: CodeActionRequest.Params, document: DocumentSnapshot,
        reported: [(code: String, range: ByteRange)], staleMarkings: [StaleMarking],
        _ context: RequestContext
    ) -> CodeActionQuery {
        var query = CodeActionQuery(
            selection: document.byteRange(of: params.range, in: context.positionEncoding),
            only: params.context.only?.map(CodeActionKind.init(rawValue:)),
            trigger: params.context.triggerKind == 2 ? .automatic : .invoked,
            staleMarkings: staleMarkings,
            reportedProblems: reported.map(\.range))
        if context.state.clientCapabilities.textDocument?.codeAction?.resolvesEdits == true {
            query.resolvedLater = CodeActionConversion.costlyKinds
        }
        return query
    }

    /// The LSP form of `actions`: costly ones without their edit for a
    /// client that resolves them later.
    private static func lspActions(
        _ actions: [CodeAction], _ params: CodeActionRequest.Params, document: DocumentSnapshot,
        _ context: RequestContext
    ) throws(ResponseError) -> [LSPCodeAction] {
        let conversion = CodeActionConversion(
            document: document, encoding: context.positionEncoding,
            capabilities: context.state.clientCapabilities,
            clientDiagnostics: params.context.diagnostics)
        var result: [LSPCodeAction] = []
        for action in actions {
            if conversion.resolvesLazily(action) {
                let data = CodeActionResolveData(
                    uri: document.uri, version: document.version, range: params.range,
                    kind: action.kind.rawValue, title: action.title)
                result.append(conversion.lspAction(action, includingEdit: false, data: try JSONValue(encoding: data)))
            } else {
                result.append(conversion.lspAction(action, includingEdit: true, data: nil))
            }
        }
        return result
    }

    /// The code and byte range of each diagnostic the client sent (ones
    /// without a string code or a readable range are skipped).
    static func reportedProblems(
        _ diagnostics: [JSONValue], in document: DocumentSnapshot,
        encoding: ColumnUnit
    ) -> [(code: String, range: ByteRange)] {
        diagnostics.compactMap { diagnostic in
            guard let code = diagnostic["code"]?.stringValue,
                let range = try? JSONValue.decode(LSPRange.self, from: diagnostic["range"])
            else { return nil }
            return (code, document.byteRange(of: range, in: encoding))
        }
    }

    /// Computes the edit of an action sent without one, on the version it was offered for.
    static func resolve(_ action: LSPCodeAction, _ context: RequestContext) async throws(ResponseError) -> LSPCodeAction {
        let data = try JSONValue.decode(CodeActionResolveData.self, from: action.data)
        let document = try context.document(data.uri)
        guard document.version == data.version else {
            throw ResponseError(code: contentModifiedCode, message: "\(data.uri) changed since the action was offered")
        }
        let encoding = context.positionEncoding
        let query = CodeActionQuery(selection: document.byteRange(of: data.range, in: encoding), only: [CodeActionKind(data.kind)])
        let actions: [CodeAction] =
            switch try await context.servedAnalysis(of: document) {
            case .markdown(let analysis): CodeActions.actions(in: analysis, for: query)
            case .container(let analysis): ContainerCodeActions.actions(in: analysis, for: query)
            case .nothing: []
            }
        guard let resolved = actions.first(where: { $0.title == data.title }) else {
            throw ResponseError(code: contentModifiedCode, message: "the action '\(data.title)' no longer applies")
        }
        let conversion = CodeActionConversion(
            document: document, encoding: encoding,
            capabilities: context.state.clientCapabilities, clientDiagnostics: action.diagnostics ?? [])
        var result = conversion.lspAction(resolved, includingEdit: true, data: nil)
        result.data = action.data
        return result
    }
}

/// What `codeAction/resolve` needs to compute an action again.
struct CodeActionResolveData: Codable, Hashable, Sendable {
    var uri: DocumentURI
    var version: Int
    var range: LSPRange
    var kind: String
    var title: String
}
