import LaminateAppStrings
import LaminateAttributes
import LaminateConcurrency
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// How the server turns a document's text into an analysis: the one place
/// it calls the engine, and the formatting definitions it has loaded
/// (shared by every document using them). What is kept of each document's
/// analyses is in its `DocumentCache`.
///
/// Parsing happens lazily, on the first request (or diagnostic run) that
/// needs a version, never in the dispatcher: typing fast in a large
/// document costs a parse per request, not per keystroke. Shared by every
/// copy of the server state; the lock guards only the loaded definitions.
public final class DocumentAnalyzer: Sendable {
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

    /// The analysis of `snapshot` under `definitionFile` (nil: the built-in
    /// catalog), from `previous` (the analysis of the text of revision
    /// `previousRevision`) when there is one.
    func analysis(
        of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?,
        reusing previous: (analysis: DocumentAnalysis, revision: Int)?
    ) -> DocumentAnalysis {
        analyze(snapshot, definition(definitionFile), previous?.analysis, previous.flatMap { snapshot.change(since: $0.revision) })
    }

    /// The analysis of a container document of `kind`, from an earlier
    /// version's (whose strings an edit left alone keep their analyses).
    func containerAnalysis(
        of snapshot: DocumentSnapshot, kind: ContainerKind, definitionFile: FormattingDefinitionFile?,
        reusing previous: ContainerAnalysis?, change: TextChange?
    ) -> ContainerAnalysis {
        ContainerAnalysis(
            text: snapshot.text, kind: kind, lineIndex: snapshot.lineIndex, definition: definition(definitionFile),
            reusing: previous, change: change)
    }

    /// What tells two definitions apart: analyses made under one are not
    /// reused under another.
    static func key(of definitionFile: FormattingDefinitionFile?) -> String {
        definitionFile.map { "\($0.path)#\($0.contents.hashValue)" } ?? ""
    }

    private func definition(_ file: FormattingDefinitionFile?) -> FormattingDefinition {
        file.map { loadedDefinition($0).definition } ?? .builtIn
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
}
