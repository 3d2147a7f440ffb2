import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// The first analysis of a large document: its tree, attribute lists and
/// validation findings, with the lists read and the spans validated chunk
/// by chunk while the rest of the document is parsed.
///
/// Made one after another, the parse of a large document (one thread) and
/// then its lists and findings (both cores) were most of the wait for an
/// opened document's first diagnostics. Here the calling thread parses
/// and hands each chunk over as soon as its inlines are parsed
/// (`MarkdownParser.parse(_:handingOver:)`); another thread reads and
/// validates the chunks handed over, and the calling thread joins it once
/// the parse is done (`ChunkPipeline`, `.callerJoins`). Each thread reads
/// and validates into its own `OpeningTables`, with the per-chunk pass
/// `laminate check` runs too (`ChunkValidator`).
/// The result is exactly what `DocumentAnalysis(tree:lineIndex:definition:)`
/// makes of `MarkdownParser.parse(text)`, only sooner on two cores.
struct OpeningAnalysis {
    /// A document at least this large is analysed so; a smaller one is
    /// parsed and then analysed on every core, as an edited version is.
    static var pipelinedSize: Int { 256 * 1024 }

    let tree: SyntaxTree
    let attributeLists: AttributeLists
    let validationFindings: ValidationFindings

    init(text: [UInt8], definition: FormattingDefinition) {
        self.init(text: text, definition: definition) { MarkdownParser.parse(text, handingOver: $0) }
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones; the analysis is the same).
    init(text: [UInt8], definition: FormattingDefinition, chunkSize: Int) {
        self.init(text: text, definition: definition) { MarkdownParser.parse(text, chunkSize: chunkSize, handingOver: $0) }
    }

    private init(text: [UInt8], definition: FormattingDefinition, parse: ((ParsedChunk) -> Void) -> SyntaxTree) {
        let threads = [ThreadTables(definition), ThreadTables(definition)]
        let parsed = ChunkPipeline.run(finish: .callerJoins, produce: { outlet in parse { outlet.put($0) } }) { parsed, thread in
            threads[thread].tables.add(parsed)
        }
        let (attributeLists, validationFindings) = OpeningTables.tables(of: parsed, from: threads.map(\.tables))
        self.tree = parsed
        self.attributeLists = attributeLists
        self.validationFindings = validationFindings
    }

    /// What one of the two threads makes of the chunks it takes.
    /// (`@unchecked Sendable`: each is touched only by its own thread, and
    /// `ChunkPipeline.run` returns only after both are done.)
    private final class ThreadTables: @unchecked Sendable {
        var tables: OpeningTables

        init(_ definition: FormattingDefinition) { tables = OpeningTables(definition: definition) }
    }
}
