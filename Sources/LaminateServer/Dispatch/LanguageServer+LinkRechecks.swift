import LaminateFeatures
import LaminateProtocol

/// Link diagnostics follow the files they lead to: when an indexed file
/// appears, goes or changes its headings, the open documents that link to
/// it are checked again (pushed), or a client that pulls is asked to pull
/// again.
extension LanguageServer {
    /// Whether a file going from `old` to `new` (nil: not in the index) can
    /// change what a link to it finds: it appeared or went, or its anchors changed.
    static func changesLinks(from old: FileSummary?, to new: FileSummary?) -> Bool {
        switch (old, new) {
        case (nil, nil): false
        case (let old?, let new?): old.headings.map(\.anchor) != new.headings.map(\.anchor)
        default: true
        }
    }

    /// Marks the open documents with a link to one of `changed`, or to a
    /// file beside one of `created` or below its folder (created, deleted
    /// or renamed: the "did you mean" of a link to a missing file there,
    /// which may walk down from the workspace folder, may change), as due
    /// for a check; the check itself re-checks only the links to missing
    /// files there (`LinkProblems`).
    func recheckLinks(to changed: Set<String>, inFoldersOf created: Set<String> = []) {
        guard !changed.isEmpty || !created.isEmpty, phase == .running, diagnosticsMode != .none else { return }
        let folders = Set(created.map(LinkPath.directory(of:)))
        var anyDue = false
        for uri in state.documents.uris {
            guard let snapshot = state.documents[uri], snapshot.serving == .markdown else { continue }
            // Without a summary of this version its check has not run, or
            // runs now on the index as it was: check it again to be sure.
            let links =
                state.cache(of: snapshot).cachedTable(of: snapshot).map { table in
                    !table.targets.isDisjoint(with: changed)
                        || (!folders.isEmpty && table.targets.contains { LinkPath.isInside($0, anyOf: folders) })
                } ?? true
            guard links else { continue }
            anyDue = true
            diagnosticsSchedule.documents[uri]?.isDue = true
        }
        guard anyDue else { return }
        switch diagnosticsMode {
        case .push:
            startDueChecks()
        case .pull:
            if state.clientCapabilities.workspace?.diagnostics?.refreshSupport == true {
                sendClientRequest(DiagnosticRefreshRequest.self, NoParams(), purpose: .diagnosticRefresh)
            }
        case .none:
            break
        }
    }
}
