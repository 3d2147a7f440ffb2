import LaminateAppStrings
import LaminateAttributes
import LaminateConcurrency
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// Parsed documents and loaded formatting definitions, kept so that the
/// requests on one version of a document parse it once.
///
/// Parsing happens lazily, on the first request (or diagnostic run) that
/// needs a version, never in the dispatcher: typing fast in a large
/// document costs a parse per request, not per keystroke. Shared by every copy of the
/// server state; the mutex guards only dictionary reads and writes, never a
/// parse. Requests racing on the same version (a tokens request arriving
/// while the diagnostics run parses) wait for the one parse in progress
/// instead of parsing again; requests on different documents or versions
/// parse in parallel.
public final class AnalysisCache: Sendable {
    /// A version's analysis, finished or still being computed by one caller.
    private enum Slot {
        case ready(DocumentAnalysis)
        case computing(PendingAnalysis)
    }

    private struct Entry {
        /// The slot's text.
        var stamp: SnapshotStamp
        var definitionKey: String
        var slot: Slot
        /// The newest finished analysis of the document, kept while a newer
        /// version is computed so that its tree can be reused (only the
        /// chunks an edit touched are parsed again).
        var previous: Reusable?
    }

    /// A finished analysis and the revision of the text it was made from.
    private struct Reusable {
        var analysis: DocumentAnalysis
        var revision: Int
    }

    /// What to do after looking in the cache, decided under the lock.
    private enum Lookup {
        case found(DocumentAnalysis)
        case wait(PendingAnalysis)
        case compute(PendingAnalysis?, previous: Reusable?)
    }

    private let documents = Locked<[DocumentURI: Entry]>([:])
    /// The newest analysed version of each open container (String Catalog,
    /// `.strings`, Swift file), with the definition it was analysed under.
    private let containers = Locked<[DocumentURI: (stamp: SnapshotStamp, definitionKey: String, analysis: ContainerAnalysis)]>([:])

    /// What features see of a document they do not serve: nothing.
    static let emptyAnalysis = DocumentAnalysis(text: [])
    private let definitions = Locked<[String: (contents: [UInt8], loaded: LoadedDefinition)]>([:])
    /// How a snapshot becomes an analysis; replaced only by tests, to count
    /// computations.
    /// Its last argument is what changed from the previous analysis's text
    /// to the snapshot's, when the snapshot knows.
    private let analyze: @Sendable (DocumentSnapshot, FormattingDefinition, DocumentAnalysis?, TextChange?) -> DocumentAnalysis

    public convenience init() {
        self.init { snapshot, definition, previous, change in
            DocumentAnalysis(
                text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous,
                change: change)
        }
    }

    init(
        analyze:
            @escaping @Sendable (DocumentSnapshot, FormattingDefinition, DocumentAnalysis?, TextChange?)
            -> DocumentAnalysis
    ) {
        self.analyze = analyze
    }

    /// The analysis of `snapshot` under `definitionFile` (nil: the built-in catalog).
    public func analysis(of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?) -> DocumentAnalysis {
        let definitionKey = definitionFile.map { "\($0.path)#\($0.contents.hashValue)" } ?? ""
        let lookup = documents.withLock { entries -> Lookup in
            if let entry = entries[snapshot.uri], entry.stamp == snapshot.stamp, entry.definitionKey == definitionKey {
                switch entry.slot {
                case .ready(let analysis): return .found(analysis)
                case .computing(let pending): return .wait(pending)
                }
            }
            let entry = entries[snapshot.uri]
            var previous = entry?.previous
            // Kept for reuse only: its line index can go.
            if let entry, case .ready(let analysis) = entry.slot {
                previous = Reusable(analysis: analysis.forReuse, revision: entry.stamp.revision)
            }
            // An older version than the one cached: computed for this caller
            // alone, so the newest version stays cached.
            if let entry, entry.stamp > snapshot.stamp { return .compute(nil, previous: previous) }
            let pending = PendingAnalysis()
            entries[snapshot.uri] = Entry(
                stamp: snapshot.stamp, definitionKey: definitionKey,
                slot: .computing(pending), previous: previous)
            return .compute(pending, previous: previous)
        }
        switch lookup {
        case .found(let analysis):
            return analysis
        case .wait(let pending):
            if let analysis = pending.wait() { return analysis }
            return compute(snapshot, definitionFile: definitionFile, previous: nil)
        case .compute(let pending, let previous):
            let analysis = compute(snapshot, definitionFile: definitionFile, previous: previous)
            guard let pending else { return analysis }
            documents.withLock { entries in
                // Only the entry this caller promised is replaced; a newer
                // version (or definition) may have taken its place meanwhile.
                if let entry = entries[snapshot.uri], case .computing(let current) = entry.slot, current === pending {
                    entries[snapshot.uri]?.slot = .ready(analysis)
                    entries[snapshot.uri]?.previous = nil
                }
            }
            pending.fulfil(analysis)
            return analysis
        }
    }

    private func compute(
        _ snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?,
        previous: Reusable?
    ) -> DocumentAnalysis {
        let definition = definitionFile.map { loadedDefinition($0).definition } ?? .builtIn
        return analyze(snapshot, definition, previous?.analysis, previous.flatMap { snapshot.change(since: $0.revision) })
    }

    /// A definition file read into a definition and its problems.
    public func loadedDefinition(_ file: FormattingDefinitionFile) -> LoadedDefinition {
        if let cached = definitions.withLock({ $0[file.path] }), cached.contents == file.contents {
            return cached.loaded
        }
        let loaded = FormattingDefinitionLoader.load(file.contents)
        definitions.withLock { $0[file.path] = (file.contents, loaded) }
        return loaded
    }

    /// The analysis of a container document of `kind` under `definitionFile`.
    /// Two requests racing on a new version may both compute it; the
    /// result is the same.
    public func containerAnalysis(
        of snapshot: DocumentSnapshot, kind: ContainerKind,
        definitionFile: FormattingDefinitionFile?
    ) -> ContainerAnalysis {
        let definitionKey = definitionFile.map { "\($0.path)#\($0.contents.hashValue)" } ?? ""
        let cached = containers.withLock { $0[snapshot.uri] }
        if let cached, cached.stamp == snapshot.stamp, cached.definitionKey == definitionKey {
            return cached.analysis
        }
        let definition = definitionFile.map { loadedDefinition($0).definition } ?? .builtIn
        // An earlier version's strings whose text an edit left alone keep
        // their analyses; the change since it says which string was edited.
        let previous = cached.flatMap { $0.definitionKey == definitionKey && $0.analysis.kind == kind ? $0 : nil }
        let analysis = ContainerAnalysis(
            text: snapshot.text, kind: kind, lineIndex: snapshot.lineIndex, definition: definition,
            reusing: previous?.analysis, change: previous.flatMap { snapshot.change(since: $0.stamp.revision) })
        containers.withLock { entries in
            if let current = entries[snapshot.uri], current.stamp > snapshot.stamp { return }
            entries[snapshot.uri] = (snapshot.stamp, definitionKey, analysis)
        }
        return analysis
    }

    /// Forgets a closed document.
    public func forget(_ uri: DocumentURI) {
        documents.withLock { _ = $0.removeValue(forKey: uri) }
        containers.withLock { _ = $0.removeValue(forKey: uri) }
    }

    func holds(_ uri: DocumentURI) -> Bool {
        documents.withLock { $0[uri] != nil } || containers.withLock { $0[uri] != nil }
    }
}
