import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// The one analysis engine: every way a document's text is analysed — an
/// edit, an open, `laminate check` and the server's workspace diagnostics —
/// is one of its schedules of the same per-chunk pass (`ChunkValidator`:
/// a chunk's attribute lists read, its spans validated into
/// `ChunkFindings`; opening a document, its written links taken too,
/// `ChunkLinks`) and the same folds across chunks.
///
/// - **Keystroke** (`analysis`, given the version before): the parser
///   shares every chunk the edit left alone, and each table kept per chunk
///   (`AttributeLists`, `ValidationFindings`, in a `ChunkTable`, the one
///   reuse mechanism) makes parts for the chunks it does not share, on
///   every core (`ParallelMap`), and updates its fold (`IngredientIndex`).
///   A small document opened is the same with every chunk new.
/// - **Open** (`analysis`, a large document with no version before): the
///   parse on one thread hands each chunk over as soon as its inlines are
///   parsed, and the pass runs on the other thread, or on the parsing
///   thread too while chunks wait (`ChunkPipeline`); the chunks are added
///   to the tables in document order (`OpeningTables`).
/// - **Check** (`check`: `laminate check FILE|DIR`, `workspace/diagnostic`):
///   the same pipeline without keeping the tree (the chunks of
///   `MarkdownParser.parseChunkByChunk`, each dropped once checked), each
///   chunk's links taken beside its findings, and its problems made into
///   what the caller keeps of them as it is added (`ChunkedValidation`).
///   Many documents are checked one after another, so that memory is that
///   of one document at a time.
///
/// Every schedule finds the same problems, in the same order, as the
/// keystroke schedule of a freshly opened document
/// (`ScheduleDifferentialTests`).
///
/// Architecture Invariant: the analysis of a document's text is run here
/// and nowhere else; features read what it made (`DocumentAnalysis`) and
/// `laminate check` and the server call it. It starts no thread itself:
/// both pipelined schedules run through `ChunkPipeline` and the keystroke
/// schedule's new chunks through `ParallelMap` (LaminateConcurrency).
enum AnalysisEngine {
    /// A document at least this large, opened or checked, is parsed on one
    /// thread while its chunks are analysed on another; a smaller one is
    /// parsed and then analysed as an edited one is (opened), or checked on
    /// the calling thread alone (as a directory of many small files is).
    static var pipelinedSize: Int { 256 * 1024 }

    /// How many chunks waiting to be folded make the parsing thread run the
    /// pass on the next chunk itself, so that the two threads end together.
    static var sharingBacklog: Int { 4 }

    /// Which chunks the parsing thread runs the pass on, besides parsing them.
    enum Sharing {
        /// Those it parses while enough chunks wait to be folded.
        case byBacklog
        /// Every chunk (tests: the other thread then only folds).
        case everyChunk

        var backlog: Int { self == .everyChunk ? 0 : AnalysisEngine.sharingBacklog }
    }

    // MARK: Keystroke and open

    /// The analysis of `text`: from `previous`, the analysis of an earlier
    /// version of the same document, when there is one (only what changed
    /// since is parsed again — found by comparing the texts, unless the
    /// caller knows the `change` from `previous`'s text to `text`); else as
    /// it is opened. Its lines are indexed unless the caller has them.
    static func analysis(
        text: [UInt8], lineIndex: LineIndex?, definition: FormattingDefinition, reusing previous: DocumentAnalysis?,
        change: TextChange?
    ) -> DocumentAnalysis {
        if let previous {
            let tree = MarkdownParser.parse(text, editing: previous.tree, change: change)
            return DocumentAnalysis(tree: tree, lineIndex: lineIndex ?? LineIndex(text), definition: definition, reusing: previous)
        }
        guard text.count >= pipelinedSize else {
            return DocumentAnalysis(tree: MarkdownParser.parse(text), lineIndex: lineIndex ?? LineIndex(text), definition: definition)
        }
        return opened(text, lineIndex: lineIndex, definition: definition, chunkSize: MarkdownParser.defaultChunkSize, sharing: .byBacklog)
    }

    /// The open schedule: `text` parsed into chunks of at least `chunkSize`
    /// bytes, each read and validated as soon as it is parsed (tests use
    /// tiny chunks and every sharing; the analysis is the same).
    static func opened(
        _ text: [UInt8], lineIndex: LineIndex?, definition: FormattingDefinition, chunkSize: Int, sharing: Sharing
    ) -> DocumentAnalysis {
        let threads = OpeningThreads(definition)
        let tree = ChunkPipeline.run(
            sharingAt: sharing.backlog,
            produce: { outlet in MarkdownParser.parse(text, chunkSize: chunkSize) { outlet.put($0) } },
            work: { parsed, thread in
                let chunk =
                    thread == 0
                    ? threads.foldingValidator.listsAndFindings(of: parsed) : threads.parsingValidator.listsAndFindings(of: parsed)
                return OpenedChunk(chunk: chunk, links: WrittenLinks.Part(parsed))
            },
            fold: { opened in
                threads.tables.add(opened.chunk)
                threads.links.append(opened.links)
            })
        let (attributeLists, validationFindings) = threads.tables.tables(
            of: tree, validators: [threads.foldingValidator, threads.parsingValidator])
        return DocumentAnalysis(
            tree: tree, lineIndex: lineIndex ?? LineIndex(text), definition: definition, attributeLists: attributeLists,
            validationFindings: validationFindings, writtenLinks: WrittenLinks(tree, parts: threads.links))
    }

    /// A chunk of an open as the folding thread takes it: read, validated,
    /// and its links taken (by either thread).
    private struct OpenedChunk: Sendable {
        let chunk: OpeningTables.Chunk
        let links: WrittenLinks.Part
    }

    /// What the two threads of an open keep: a validator each (its own
    /// readings of list texts), and the tables and links the folding
    /// thread adds chunks to. (`@unchecked Sendable`: each validator is touched only by
    /// its own thread, the tables only by the folding one, and
    /// `ChunkPipeline.run` returns only after both are done.)
    private final class OpeningThreads: @unchecked Sendable {
        var foldingValidator: ChunkValidator
        var parsingValidator: ChunkValidator
        var tables = OpeningTables()
        var links: [WrittenLinks.Part] = []

        init(_ definition: FormattingDefinition) {
            foldingValidator = ChunkValidator(definition: definition)
            parsingValidator = ChunkValidator(definition: definition)
        }
    }

    // MARK: Check

    /// The check schedule: the problems of `text`'s attribute spans and
    /// lists in document order, each made into what the caller keeps of it
    /// by `keep` (on the thread that adds the chunks, one problem at a
    /// time), and what its links are checked from.
    static func check<Problem>(
        _ text: [UInt8], definition: FormattingDefinition, chunkSize: Int, sharing: Sharing,
        keeping keep: @escaping (Diagnostic) -> Problem
    ) -> (problems: [Problem], links: LinkSummary) {
        let threads = CheckingThreads(ChunkedValidation(definition: definition, keeping: keep))
        if text.count >= pipelinedSize {
            checkPipelined(text, chunkSize: chunkSize, sharing: sharing, threads: threads)
        } else {
            MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize) { parsed in
                threads.validation.validate(parsed)
                threads.links.add(ChunkLinks(chunk: parsed.chunk, in: parsed.tree))
            }
        }
        return (threads.validation.problems, threads.links.summary)
    }

    /// Parses `text` on the calling thread while `threads` folds its chunks
    /// on another. While the parsing thread reads the blocks of the whole
    /// text, the folding thread parses and validates the first chunks
    /// (`HeadStart`).
    private static func checkPipelined<Problem>(
        _ text: [UInt8], chunkSize: Int, sharing: Sharing, threads: CheckingThreads<Problem>
    ) {
        let headStart = HeadStart<Problem>()
        ChunkPipeline.run(
            sharingAt: sharing.backlog,
            beforeFolding: { headStart.run(text: text, chunkSize: chunkSize, validation: &threads.validation) },
            produce: { (outlet: ChunkPipeline.Outlet<ParsedChunk, CheckedChunk<Problem>>) in
                let resume = { (blockPhase: MarkdownParser.BlockPhase) -> Int in
                    let held = headStart.takeOver(blockPhase)
                    if !held.isEmpty { outlet.put(made: .checkedAhead(held)) }
                    return held.count
                }
                MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize, resume: resume) { outlet.put($0) }
            },
            work: { parsed, thread in
                let findings =
                    thread == 0
                    ? threads.validation.validator.findings(of: parsed) : threads.parsingValidator.findings(of: parsed)
                return .checked(findings, links: ChunkLinks(chunk: parsed.chunk, in: parsed.tree))
            },
            fold: { threads.add($0) })
    }

    /// A chunk of a check as the folding thread takes it.
    private enum CheckedChunk<Problem>: @unchecked Sendable {
        /// Validated, with its links (by either thread).
        case checked(ChunkFindings, links: ChunkLinks)
        /// The first chunks, validated by the folding thread itself while
        /// the parsing thread read the blocks (`HeadStart`); `@unchecked
        /// Sendable` as `HeadStart` is.
        case checkedAhead([HeadStart<Problem>.Chunk])
    }

    /// What the two threads of a check keep: the validation that the
    /// folding thread validates with and adds every chunk to, the links it
    /// collects, and the parsing thread's own validator (its own readings
    /// of list texts). (`@unchecked Sendable`: each part is touched only by
    /// its own thread, and `ChunkPipeline.run` returns only after both are
    /// done.)
    private final class CheckingThreads<Problem>: @unchecked Sendable {
        var validation: ChunkedValidation<Problem>
        var links = LinkSummary.Collector()
        var parsingValidator: ChunkValidator

        init(_ validation: ChunkedValidation<Problem>) {
            self.validation = validation
            parsingValidator = .batch(definition: validation.definition)
        }

        func add(_ chunk: CheckedChunk<Problem>) {
            switch chunk {
            case .checked(let findings, let links):
                validation.add(findings)
                self.links.add(links)
            case .checkedAhead(let chunks):
                for chunk in chunks {
                    validation.add(chunk.made)
                    links.add(chunk.links)
                }
            }
        }
    }
}
