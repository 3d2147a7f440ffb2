import LaminateFeatures
import LaminateProtocol

/// The workspace index: started on `initialized`, filled from the
/// indexer's events (merged here, in order, between messages), kept current
/// from watched-file changes.
extension LanguageServer {
    static let indexingProgressToken = "laminate-indexing"

    /// On `initialized`: index the workspace folders, after asking the
    /// client to show progress when it can.
    func startWorkspaceIndexing() {
        let roots = state.configuration.workspaceRoots
        guard !roots.isEmpty, indexer == nil else { return }
        state.workspaceIndex.roots = roots
        let indexer = WorkspaceIndexer(fileSystem: fileSystem)
        self.indexer = indexer
        indexEventsTask = Task { [weak self] in
            for await event in indexer.events {
                guard let self else { return }
                await self.apply(event)
            }
        }
        if state.clientCapabilities.window?.workDoneProgress == true {
            sendClientRequest(
                WorkDoneProgressCreateRequest.self, .init(token: Self.indexingProgressToken),
                purpose: .indexingProgress)
        } else {
            beginIndexing()
        }
    }

    /// The client answered `window/workDoneProgress/create`: index now,
    /// reporting progress unless it refused the token.
    func indexingProgressCreated(accepted: Bool) {
        reportsIndexingProgress = accepted
        beginIndexing()
    }

    private func beginIndexing() {
        guard let indexer else { return }
        indexRequestsOutstanding += 1
        indexer.indexAll(roots: state.workspaceIndex.roots)
    }

    /// Whether the first indexing of the workspace folders is under way:
    /// until it is complete, the index lacks files.
    var isIndexingWorkspace: Bool { indexer != nil && !state.workspaceIndex.isComplete }

    /// Keeps a request that needs the whole index (`workspace/diagnostic`)
    /// until the first indexing is complete, without holding up the
    /// messages behind it.
    func awaitIndex(id: RequestID, params: JSONValue?) {
        guard !refusesIdInUse(id) else { return }
        requestsAwaitingIndex.append((id, params))
    }

    /// Starts the requests kept for the index, now that it is complete.
    private func startRequestsAwaitingIndex() {
        let waiting = requestsAwaitingIndex
        requestsAwaitingIndex.removeAll()
        for request in waiting {
            startRequest(id: request.id, method: WorkspaceDiagnosticRequest.method, params: request.params)
        }
    }

    /// On shutdown, with the indexing unfinished: the requests kept for it
    /// are refused rather than answered from part of the workspace.
    func answerRequestsAwaitingIndex() {
        for request in requestsAwaitingIndex {
            send(.response(id: request.id, outcome: .error(.requestFailed("the server is shutting down before the workspace is indexed"))))
        }
        requestsAwaitingIndex.removeAll()
    }

    /// Waits until the indexer has delivered all it was asked for.
    func flushIndex() async {
        guard indexRequestsOutstanding > 0 else { return }
        await withCheckedContinuation { indexFlushWaiters.append($0) }
    }

    private func finishIndexRequest() {
        indexRequestsOutstanding = max(0, indexRequestsOutstanding - 1)
        guard indexRequestsOutstanding == 0 else { return }
        for waiter in indexFlushWaiters { waiter.resume() }
        indexFlushWaiters.removeAll()
    }

    func apply(_ event: WorkspaceIndexer.Event) {
        switch event {
        case .listed(let total):
            indexingTotal = total
            logger.info("workspace index: \(total) Markdown files to read")
            sendIndexingProgress(
                WorkDoneProgress(
                    kind: .begin, title: "Indexing Markdown", cancellable: false,
                    message: "0/\(total) files", percentage: 0))
        case .batch(let summaries, let done):
            var changed = Set<String>()
            for (path, summary) in summaries {
                if Self.changesLinks(from: state.workspaceIndex.summaries[path], to: summary) { changed.insert(path) }
                state.workspaceIndex.set(summary, for: path)
            }
            recheckLinks(to: changed)
            if done == 0 { finishIndexRequest() }
            if done > 0, done < indexingTotal {
                sendIndexingProgress(
                    WorkDoneProgress(
                        kind: .report, message: "\(done)/\(indexingTotal) files",
                        percentage: done * 100 / max(indexingTotal, 1)))
            }
        case .finished(let total):
            state.workspaceIndex.isComplete = true
            logger.info("workspace index: \(state.workspaceIndex.summaries.count) of \(total) files indexed")
            sendIndexingProgress(WorkDoneProgress(kind: .end, message: "Indexed \(state.workspaceIndex.summaries.count) files"))
            finishIndexRequest()
            startRequestsAwaitingIndex()
        case .log(let line):
            logger.info(line)
        }
    }

    private func sendIndexingProgress(_ value: WorkDoneProgress) {
        guard reportsIndexingProgress,
            let params = try? JSONValue(encoding: ProgressNotification.Params(token: Self.indexingProgressToken, value: value))
        else { return }
        send(.notification(method: ProgressNotification.method, params: params))
    }

    /// Files created, changed or deleted on disk: the folder listings of
    /// those created or deleted are forgotten (and the open documents
    /// linking into their folders checked again); deleted Markdown files
    /// leave the index at once, the others are read again off the
    /// dispatcher. `renamed` are the paths a rename moved from and to.
    func noticeWatchedFiles(_ params: JSONValue?, renamed: [String] = []) {
        guard let changes = try? JSONValue.decode(DidChangeWatchedFilesNotification.Params.self, from: params) else { return }
        let createdOrDeleted = Set(
            renamed + changes.changes.filter { $0.type != 2 }.compactMap { FileURI.path(of: $0.uri).map(LinkPath.normalized) })
        folderListings.forget(createdOrDeleted)
        guard let indexer else {
            recheckLinks(to: createdOrDeleted, inFoldersOf: createdOrDeleted)
            return
        }
        var reread: [String] = []
        var deleted = Set<String>()
        for change in changes.changes {
            guard let path = FileURI.path(of: change.uri), WorkspaceScan.isMarkdown(path) else { continue }
            if change.type == 3 {
                if state.workspaceIndex.summaries[path] != nil { deleted.insert(path) }
                state.workspaceIndex.set(nil, for: path)
            } else if !reread.contains(path) {
                // Once, though two watchers (Markdown files; every file created) may both report it.
                reread.append(path)
            }
        }
        recheckLinks(to: deleted.union(createdOrDeleted), inFoldersOf: createdOrDeleted)
        if !reread.isEmpty {
            indexRequestsOutstanding += 1
            indexer.refresh(
                reread, indexed: Set(reread.filter { state.workspaceIndex.summaries[$0] != nil }),
                roots: state.workspaceIndex.roots)
        }
    }

    func stopWorkspaceIndexing() {
        indexer?.stop()
        indexEventsTask?.cancel()
        indexRequestsOutstanding = 0
        for waiter in indexFlushWaiters { waiter.resume() }
        indexFlushWaiters.removeAll()
    }
}
