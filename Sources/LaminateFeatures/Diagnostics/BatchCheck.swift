import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// One document's problems as a batch check finds them (`laminate check`,
/// file by file), one chunk at a time as it is parsed
/// (`MarkdownParser.parseChunkByChunk`): each chunk's inlines are parsed, its attribute lists read and its spans
/// validated, what the checks across chunks need is taken (ingredient uses
/// compared as they come, links and heading slugs), and the chunk is
/// dropped before the next. The whole tree, its attribute lists and a line
/// index are never held; what the analysis of the whole document
/// (`DocumentAnalysis`, for an editor) would find is found all the same.
///
/// Each chunk is validated into the `ChunkFindings` an editor's analysis
/// keeps (its problems packed); as the chunks are added, in document order
/// on one thread, each problem is made into what the caller keeps of it
/// (`Problem`), so a `Diagnostic` is never held for the whole document, nor
/// a chunk once it is added (`ChunkedValidation`). A large document's
/// chunks are validated on two threads; `keep` is called on the one that
/// adds them, one problem at a time.
public struct BatchCheck<Problem> {
    /// The problems of the document's attribute spans and lists, in
    /// document order: what `AttributeValidator.validate` finds in the
    /// whole analysis.
    public let problems: [Problem]
    /// What its links are checked from, across the files checked.
    public let links: LinkSummary

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        self.init(
            text: text, definition: definition, chunkSize: MarkdownParser.defaultChunkSize, sharing: .byBacklog,
            keeping: keep)
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones; what is found is the same).
    public init(
        text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int,
        keeping keep: @escaping (Diagnostic) -> Problem
    ) {
        self.init(text: text, definition: definition, chunkSize: chunkSize, sharing: .byBacklog, keeping: keep)
    }

    /// A document at least this large is parsed on the calling thread while
    /// its chunks are validated on another (`ChunkPipeline`); a smaller one
    /// is checked on the calling thread alone, as a directory of many small
    /// files is.
    static var pipelinedSize: Int { 256 * 1024 }

    /// Which chunks the parsing thread validates itself, besides parsing them.
    enum Sharing {
        /// Those it parses while enough chunks wait to be validated.
        case byBacklog
        /// Every chunk (tests: the validating thread then only adds what was found).
        case everyChunk
    }

    /// The same, with the chunks the parsing thread validates chosen by `sharing`.
    init(
        text: [UInt8], definition: FormattingDefinition, chunkSize: Int, sharing: Sharing,
        keeping keep: @escaping (Diagnostic) -> Problem
    ) {
        let stages = Stages(ChunkedValidation(definition: definition, keeping: keep))
        if text.count >= Self.pipelinedSize {
            Self.checkOnTwoThreads(text, definition: definition, chunkSize: chunkSize, sharing: sharing, into: stages)
        } else {
            MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize) { stages.take(.parsed($0, links: nil)) }
        }
        problems = stages.validation.problems
        links = stages.links.summary
    }

    /// Parses `text` on the calling thread while `stages` takes its chunks
    /// on another (`ChunkPipeline`).
    private static func checkOnTwoThreads(
        _ text: [UInt8], definition: FormattingDefinition, chunkSize: Int, sharing: Sharing,
        into stages: Stages
    ) {
        // The parsing thread's own validator (its own readings of list
        // texts): its findings are added by the other thread.
        var validator = ChunkValidator.batch(definition: definition)
        // While the parsing thread reads the blocks of the whole text, the
        // validating thread parses and validates the first chunks.
        let headStart = HeadStart<Problem>()
        ChunkPipeline.run(
            capacity: 8,
            beforeConsuming: {
                headStart.run(text: text, chunkSize: chunkSize, validation: &stages.validation)
            },
            produce: { outlet in
                let resume = { (blockPhase: MarkdownParser.BlockPhase) -> Int in
                    let held = headStart.takeOver(blockPhase)
                    if !held.isEmpty { outlet.put(.validatedAhead(held)) }
                    return held.count
                }
                MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize, resume: resume) { parsed in
                    // While chunks wait to be validated (the validating thread
                    // is behind), the parsing thread finds the chunk's links
                    // too, and while more wait, it validates the chunk as well:
                    // the two threads stay even whichever is the slower on this
                    // document, and end together.
                    let backlog = outlet.backlog
                    let links = backlog >= Self.backlogForLinks ? ChunkLinks(chunk: parsed.chunk, in: parsed.tree) : nil
                    if sharing == .everyChunk || backlog >= Self.backlogForValidating {
                        outlet.put(.validated(validator.findings(of: parsed), links: links ?? ChunkLinks(chunk: parsed.chunk, in: parsed.tree)))
                    } else {
                        outlet.put(.parsed(parsed, links: links))
                    }
                }
            }
        ) { chunk, _ in stages.take(chunk) }
    }

    /// How many chunks waiting to be validated make the parsing thread find
    /// the next chunk's links itself.
    static var backlogForLinks: Int { 2 }

    /// How many make it validate the next chunk too.
    static var backlogForValidating: Int { 4 }

    /// What takes each parsed chunk: its validation and its links.
    /// (`@unchecked Sendable`: while the pipeline runs, only the thread
    /// that takes the chunks touches it, and `ChunkPipeline.run` returns
    /// only after that thread is done.)
    private final class Stages: @unchecked Sendable {
        var validation: ChunkedValidation<Problem>
        var links = LinkSummary.Collector()

        init(_ validation: ChunkedValidation<Problem>) { self.validation = validation }

        /// A chunk as the parsing thread hands it over: parsed, with its
        /// links when that thread found them, or validated too.
        enum Chunk: Sendable {
            case parsed(ParsedChunk, links: ChunkLinks?)
            case validated(ChunkFindings, links: ChunkLinks)
            /// The first chunks, validated by the validating thread itself
            /// while the parsing thread read the blocks (`HeadStart`).
            case validatedAhead([HeadStart<Problem>.Chunk])
        }

        func take(_ chunk: Chunk) {
            switch chunk {
            case .parsed(let parsed, let links):
                validation.validate(parsed)
                self.links.add(links ?? ChunkLinks(chunk: parsed.chunk, in: parsed.tree))
            case .validated(let findings, let links):
                validation.add(findings)
                self.links.add(links)
            case .validatedAhead(let chunks):
                for chunk in chunks {
                    validation.add(chunk.made)
                    self.links.add(chunk.links)
                }
            }
        }
    }
}

extension BatchCheck where Problem == Diagnostic {
    /// Keeping every problem whole.
    public init(text: [UInt8], definition: FormattingDefinition = .builtIn) {
        self.init(text: text, definition: definition) { $0 }
    }

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int) {
        self.init(text: text, definition: definition, chunkSize: chunkSize) { $0 }
    }

    public var diagnostics: [Diagnostic] { problems }
}
