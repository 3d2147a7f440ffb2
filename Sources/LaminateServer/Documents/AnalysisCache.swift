import LaminateAttributes
import LaminateFeatures
import LaminateProtocol
import Synchronization

/// Parsed documents and loaded formatting definitions, kept so that the
/// requests on one version of a document parse it once.
///
/// Parsing happens lazily, on the first request (or diagnostic run) that
/// needs a version, never in the dispatcher: typing fast in a 5 MB document
/// costs a parse per request, not per keystroke. Shared by every copy of the
/// server state; the mutex guards only dictionary reads and writes, never a
/// parse, so concurrent requests parse in parallel.
public final class AnalysisCache: Sendable {
    private struct Entry {
        var version: Int
        var definitionKey: String
        var analysis: DocumentAnalysis
    }

    private let documents = Mutex<[DocumentURI: Entry]>([:])
    private let definitions = Mutex<[String: (contents: [UInt8], loaded: LoadedDefinition)]>([:])

    public init() {}

    /// The analysis of `snapshot` under `definitionFile` (nil: the built-in catalog).
    public func analysis(of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?) -> DocumentAnalysis {
        let definitionKey = definitionFile.map { "\($0.path)#\($0.contents.hashValue)" } ?? ""
        if let entry = documents.withLock({ $0[snapshot.uri] }),
           entry.version == snapshot.version, entry.definitionKey == definitionKey {
            return entry.analysis
        }
        let definition = definitionFile.map { loadedDefinition($0).definition } ?? .builtIn
        let analysis = DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition)
        documents.withLock { entries in
            // Keep the newest version when requests on two versions race.
            if let existing = entries[snapshot.uri], existing.version > snapshot.version { return }
            entries[snapshot.uri] = Entry(version: snapshot.version, definitionKey: definitionKey, analysis: analysis)
        }
        return analysis
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

    /// Forgets a closed document.
    public func remove(_ uri: DocumentURI) {
        documents.withLock { _ = $0.removeValue(forKey: uri) }
    }
}
