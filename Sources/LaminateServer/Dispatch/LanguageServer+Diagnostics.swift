import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// Diagnostics while typing: after every message the dispatcher notices
/// opened, changed and closed documents and changed formatting definitions,
/// and (for clients that take pushed diagnostics) starts a check per
/// changed document as a task.
///
/// A document has at most one check at a time, and a check reads the
/// newest text when it starts, not when it was asked for: when changes come
/// faster than checks, the versions in between are never checked. A
/// version older than one already published is never published.
extension LanguageServer {
    /// The most a client may ask checks to wait (`laminate.diagnostics.delayMilliseconds`).
    static let maximumDiagnosticsDelayMilliseconds = 60_000

    var diagnosticsMode: DiagnosticsMode { DiagnosticsMode(state.clientCapabilities) }

    /// How long a check waits for more changes before it reads the text.
    var diagnosticsDelayMilliseconds: Int {
        guard !diagnosticsSchedule.isFlushing,
            let value = state.configuration.settings["diagnostics"]?["delayMilliseconds"]?.integerValue
        else { return 0 }
        return min(max(value, 0), Self.maximumDiagnosticsDelayMilliseconds)
    }

    /// Brings the schedule up to date with the state after a message.
    func noticeStateChange() {
        guard phase == .running, diagnosticsMode != .none else { return }
        let generation = state.configuration.generation
        let definitionsMayHaveChanged = generation != diagnosticsSchedule.configurationGeneration
        diagnosticsSchedule.configurationGeneration = generation
        let definitionChanged = noticeOpenDocuments(definitionsMayHaveChanged: definitionsMayHaveChanged)
        forgetClosedDocuments()
        if definitionsMayHaveChanged, state.clientCapabilities.textDocument?.publishDiagnostics != nil {
            showDefinitionProblems()
        }
        switch diagnosticsMode {
        case .push:
            startDueChecks()
        case .pull:
            if definitionChanged, state.clientCapabilities.workspace?.diagnostics?.refreshSupport == true {
                sendClientRequest(DiagnosticRefreshRequest.self, NoParams(), purpose: .diagnosticRefresh)
            }
        case .none:
            break
        }
    }

    /// Records new versions and marks documents whose text or definition
    /// changed as due; returns whether a document's definition changed.
    private func noticeOpenDocuments(definitionsMayHaveChanged: Bool) -> Bool {
        var definitionChanged = false
        for uri in state.documents.uris {
            guard let snapshot = state.documents[uri] else { continue }
            guard var document = diagnosticsSchedule.documents[uri] else {
                state.cache(of: snapshot).record(snapshot)
                diagnosticsSchedule.documents[uri] = .init(
                    stamp: snapshot.stamp,
                    definitionFile: state.configuration.formattingDefinition(for: uri))
                continue
            }
            if document.stamp != snapshot.stamp {
                state.cache(of: snapshot).record(snapshot)
                document.stamp = snapshot.stamp
                document.isDue = true
                // Opened again without being closed: its versions start over.
                if snapshot.change == nil {
                    document.publishedVersion = nil
                }
            }
            if definitionsMayHaveChanged {
                let definitionFile = state.configuration.formattingDefinition(for: uri)
                if definitionFile != document.definitionFile {
                    document.definitionFile = definitionFile
                    document.isDue = true
                    definitionChanged = true
                }
            }
            diagnosticsSchedule.documents[uri] = document
        }
        return definitionChanged
    }

    /// Forgets closed documents' schedules (their caches were forgotten on
    /// `didClose`); a client that takes pushed diagnostics gets theirs cleared.
    private func forgetClosedDocuments() {
        for (uri, document) in diagnosticsSchedule.documents where state.documents[uri] == nil {
            document.run?.task.cancel()
            diagnosticsSchedule.documents[uri] = nil
            if diagnosticsMode == .push {
                publishDiagnostics(.init(uri: uri, version: nil, diagnostics: []))
            }
        }
    }

    /// Waits until every open document's diagnostics are published for its
    /// current text, cutting delays short. The dispatcher awaits this for
    /// `laminate/flushDiagnostics`, `shutdown` and the end of input.
    func flushDiagnostics() async {
        if let definitionRun = diagnosticsSchedule.definitionRun {
            await definitionRun.task.value
        }
        guard diagnosticsMode == .push else { return }
        diagnosticsSchedule.isFlushing = true
        defer { diagnosticsSchedule.isFlushing = false }
        startDueChecks()
        var awaited = Set<Int>()
        while let (uri, run) = diagnosticsSchedule.documents.lazy.compactMap({ uri, document in document.run.map { (uri, $0) } }).first {
            if awaited.contains(run.number) {
                // Finished without reporting back (cannot happen; never wait twice).
                diagnosticsSchedule.documents[uri]?.run = nil
                continue
            }
            awaited.insert(run.number)
            run.task.cancel()  // ends its delay
            await run.task.value
        }
    }

    /// Starts a check for each document that needs one and has none running.
    func startDueChecks() {
        guard diagnosticsMode == .push, phase == .running else { return }
        let delay = diagnosticsDelayMilliseconds
        for (uri, document) in diagnosticsSchedule.documents where document.isDue && document.run == nil {
            // Without a delay the check starts now: its input is taken here
            // rather than after a hop back to the dispatcher, which may first
            // handle the messages queued behind this one.
            var taken: DiagnosticsPush?
            if delay == 0 {
                guard let input = takeCheckInput(uri) else { continue }
                taken = input
            }
            let number = diagnosticsSchedule.nextRunNumber
            diagnosticsSchedule.nextRunNumber += 1
            // Detached: the check runs off the dispatcher, and off the
            // cooperative pool.
            let task = Task.detached(executorPreference: workExecutor) { [self, taken] in
                let input: DiagnosticsPush
                if let taken {
                    input = taken
                } else {
                    try? await Task.sleep(for: .milliseconds(delay))
                    guard let begun = await beginCheck(uri, run: number) else { return }
                    input = begun
                }
                // Serialized here, off the dispatcher: it is most of the
                // cost of publishing a thousand problems.
                let published = await input.run()
                await finishCheck(uri, run: number, version: input.snapshot.version, published, cache: input.cache)
            }
            diagnosticsSchedule.documents[uri]?.run = (number, task)
        }
    }

    /// The newest text of a document, taken when its check starts after its delay.
    func beginCheck(_ uri: DocumentURI, run number: Int) -> DiagnosticsPush? {
        guard let document = diagnosticsSchedule.documents[uri], document.run?.number == number else { return nil }
        guard let input = takeCheckInput(uri) else {
            diagnosticsSchedule.documents[uri]?.run = nil
            return nil
        }
        return input
    }

    /// What a check of a document reads, taken now (the document is no
    /// longer due); nil when it is closed or the server is stopping.
    private func takeCheckInput(_ uri: DocumentURI) -> DiagnosticsPush? {
        guard diagnosticsSchedule.documents[uri] != nil, let snapshot = state.documents[uri], phase == .running else {
            return nil
        }
        diagnosticsSchedule.documents[uri]?.isDue = false
        return DiagnosticsPush(snapshot: snapshot, state: state, fileSystem: fileSystem)
    }

    func finishCheck(
        _ uri: DocumentURI, run number: Int, version: Int,
        _ published: (framed: [UInt8], kept: PublishedNotification), cache: DocumentCache
    ) {
        guard var document = diagnosticsSchedule.documents[uri], document.run?.number == number else { return }
        document.run = nil
        if version >= document.publishedVersion ?? Int.min {
            document.publishedVersion = version
            // Into the cache the check read: dropped if the document has
            // closed (or opened again) since.
            cache.keepPublished(published.kept)
            if phase != .exited { connection.send(framed: published.framed) }
        }
        let anchorsBefore = document.anchors
        if let snapshot = state.documents[uri], snapshot.version == version,
            let table = state.cache(of: snapshot).cachedTable(of: snapshot)
        {
            document.anchors = table.anchors
        }
        diagnosticsSchedule.documents[uri] = document
        if let anchorsBefore, anchorsBefore != document.anchors {
            recheckLinks(to: [NavigationView.path(of: uri)])
        }
        startDueChecks()
    }

    /// Publishes the problems of each formatting definition in force for an
    /// open document, in that file, and clears those of files no longer in
    /// force. The files are read in a task, off the dispatcher; only the
    /// newest such task's findings are shown.
    func showDefinitionProblems() {
        var inForce: [DocumentURI: FormattingDefinitionFile] = [:]
        for document in diagnosticsSchedule.documents.values {
            if let file = document.definitionFile { inForce[file.uri] = file }
        }
        let number = diagnosticsSchedule.nextRunNumber
        diagnosticsSchedule.nextRunNumber += 1
        let analyzer = state.analyzer
        let encoding = state.positionEncoding
        let task = Task.detached(executorPreference: workExecutor) { [self] in
            let problems = inForce.mapValues { file in
                (
                    file,
                    analyzer.loadedDefinition(file).problems.map {
                        LSPDiagnostic($0, uri: file.uri, version: nil, lineIndex: LineIndex(file.contents), encoding: encoding)
                    }
                )
            }
            await finishDefinitionProblems(problems, run: number)
        }
        diagnosticsSchedule.definitionRun = (number, task)
    }

    func finishDefinitionProblems(_ problems: [DocumentURI: (FormattingDefinitionFile, [LSPDiagnostic])], run number: Int) {
        guard diagnosticsSchedule.definitionRun?.number == number else { return }
        diagnosticsSchedule.definitionRun = nil
        for (uri, (file, diagnostics)) in problems.sorted(by: { $0.key < $1.key })
        where diagnosticsSchedule.definitionFilesShown[uri] != file.contents {
            if diagnostics.isEmpty, diagnosticsSchedule.definitionFilesShown[uri] == nil { continue }
            publishDiagnostics(.init(uri: uri, version: nil, diagnostics: diagnostics))
            diagnosticsSchedule.definitionFilesShown[uri] = diagnostics.isEmpty ? nil : file.contents
        }
        for uri in diagnosticsSchedule.definitionFilesShown.keys.sorted() where problems[uri] == nil {
            publishDiagnostics(.init(uri: uri, version: nil, diagnostics: []))
            diagnosticsSchedule.definitionFilesShown[uri] = nil
        }
    }

    func publishDiagnostics(_ params: PublishDiagnosticsNotification.Params) {
        guard let json = try? JSONValue(encoding: params) else { return }
        send(.notification(method: PublishDiagnosticsNotification.method, params: json))
    }
}

/// One push of a document's diagnostics (`textDocument/publishDiagnostics`):
/// its inputs, taken from the state by the dispatcher; `run` does the work
/// off it.
/// The state is a copy as of the check's start: links are checked against
/// the index and the open documents as they were then (a later change to
/// them checks the document again, see `recheckLinks`).
struct DiagnosticsPush: Sendable {
    let snapshot: DocumentSnapshot
    let state: ServerState
    let fileSystem: any FileSystem

    /// The document's cache as of the check's start, where the
    /// notification it publishes is kept.
    var cache: DocumentCache { state.cache(of: snapshot) }

    /// The framed notification of the document's problems, and what is
    /// kept of it for the next check: written from what was published for
    /// the document last.
    func run() async -> (framed: [UInt8], kept: PublishedNotification) {
        let diagnostics = await state.diagnostics(of: snapshot, fileSystem: fileSystem)
        return PublishedNotification.publish(
            diagnostics, of: snapshot, encoding: state.positionEncoding, after: cache.lastPublished())
    }
}
