import LaminateAttributes
import LaminateDialect

/// What `laminate check` finds in one Markdown document, found one chunk at
/// a time as it is parsed (`MarkdownParser.parseChunkByChunk`): each
/// chunk's inlines are parsed, its attribute lists read and its spans
/// validated, what the checks across chunks need is taken (ingredient uses
/// compared as they come, links and heading slugs), and the chunk is
/// dropped before the next. The whole tree, its attribute lists and a line
/// index are never held; what the analysis of the whole document
/// (`DocumentAnalysis`, for an editor) would find is found all the same.
///
/// Each problem is made into what the caller keeps of it (`Problem`) as it
/// is found, so its `Diagnostic` is not held either.
public struct DocumentCheck<Problem> {
    /// The problems of the document's attribute spans and lists, in
    /// document order: what `AttributeValidator.validate` finds in the
    /// whole analysis.
    public let problems: [Problem]
    /// What its links are checked from, across the files checked.
    public let links: LinkSummary

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        self.init(text: text, definition: definition, keep: keep) { MarkdownParser.parseChunkByChunk(text, $0) }
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones; what is found is the same).
    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int,
                keeping keep: @escaping (Diagnostic) -> Problem) {
        self.init(text: text, definition: definition, keep: keep) {
            MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize, $0)
        }
    }

    /// A document at least this large is parsed on the calling thread while
    /// its chunks are validated on another (`ChunkPipeline`); a smaller one
    /// is checked on the calling thread alone, as a directory of many small
    /// files is.
    static var pipelinedSize: Int { 256 * 1024 }

    private init(text: [UInt8], definition: FormattingDefinition, keep: @escaping (Diagnostic) -> Problem,
                 parse: ((ParsedChunk) -> Void) -> Void) {
        let stages = Stages(ChunkedValidation(definition: definition, keeping: keep))
        if text.count >= Self.pipelinedSize {
            ChunkPipeline.run(capacity: 8, produce: { outlet in
                parse { parsed in
                    // The parsing thread also reads the document's whole
                    // text before the first chunk, while the validating one
                    // waits, so it has less to do from then on. While chunks
                    // wait to be validated (the validating thread is behind),
                    // it finds the chunk's links too: the two threads stay
                    // even whichever is the slower on this document.
                    let links = outlet.backlog >= Self.backlogForLinks ? ChunkLinks(chunk: parsed.chunk, in: parsed.tree) : nil
                    outlet.put(Stages.Chunk(parsed: parsed, links: links))
                }
            }) { stages.take($0) }
        } else {
            parse { stages.take(Stages.Chunk(parsed: $0, links: nil)) }
        }
        problems = stages.validation.problems
        links = stages.links.summary
    }

    /// How many chunks waiting to be validated make the parsing thread find
    /// the next chunk's links itself.
    static var backlogForLinks: Int { 2 }

    /// What takes each parsed chunk: its validation and its links.
    /// (`@unchecked Sendable`: while the pipeline runs, only the thread
    /// that takes the chunks touches it, and `ChunkPipeline.run` returns
    /// only after that thread is done.)
    private final class Stages: @unchecked Sendable {
        var validation: ChunkedValidation<Problem>
        var links = LinkSummary.Collector()

        init(_ validation: ChunkedValidation<Problem>) { self.validation = validation }

        /// A parsed chunk, with its links when the parsing thread found them.
        struct Chunk: Sendable {
            let parsed: ParsedChunk
            let links: ChunkLinks?
        }

        func take(_ chunk: Chunk) {
            validation.validate(chunk.parsed)
            links.add(chunk.links ?? ChunkLinks(chunk: chunk.parsed.chunk, in: chunk.parsed.tree))
        }
    }
}

extension DocumentCheck where Problem == Diagnostic {
    /// Keeping every problem whole.
    public init(text: [UInt8], definition: FormattingDefinition = .builtIn) {
        self.init(text: text, definition: definition) { $0 }
    }

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int) {
        self.init(text: text, definition: definition, chunkSize: chunkSize) { $0 }
    }

    public var diagnostics: [Diagnostic] { problems }
}
