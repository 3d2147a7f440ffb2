import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// The folding thread's work in the engine's check schedule while the
/// parsing thread runs the block phase over a large document's whole text
/// (about a fifth of the parsing thread's time, when the folding thread had
/// nothing to do): it parses
/// the first chunks from a prefix of the text alone
/// (`MarkdownParser.parseLeadingChunks`) and validates them, until the
/// parsing thread takes over. The parsing thread keeps every chunk from the
/// first up to the first one that the block phase over the whole text does
/// not hold (one that ends elsewhere, or looked up in vain a label defined
/// later), and parses the chunks after them itself.
///
/// Each chunk's problems are made into what the check keeps of them as it
/// is validated (on the folding thread, the one that adds every chunk),
/// so that until the take-over the chunks are held as what is printed, not
/// as their problems whole. (`@unchecked Sendable`: those `Problem` values
/// are made by one thread and handed to the other whole, after the lock.)
final class HeadStart<Problem>: @unchecked Sendable {
    /// One chunk parsed and validated ahead, its tree dropped.
    /// (`@unchecked Sendable` as the class is.)
    struct Chunk: @unchecked Sendable {
        let reading: MarkdownParser.LeadingChunk.Reading
        let made: ChunkedValidation<Problem>.MadeChunk
        let links: ChunkLinks
    }

    private let state = Locked<(chunks: [Chunk], takenOver: Bool)>(([], false))

    /// The bytes of a document read ahead: as much as the folding thread
    /// can parse and validate while the block phase over the whole text runs
    /// (it does the block phase over them too, then about ten times as much
    /// work per byte), with room to spare.
    static func prefixLength(ofText length: Int) -> Int { length / 6 }

    /// Parses and validates the first chunks of `text` until `takeOver` is
    /// called (on the folding thread).
    func run(text: [UInt8], chunkSize: Int, validation: inout ChunkedValidation<Problem>) {
        MarkdownParser.parseLeadingChunks(text, prefixLength: Self.prefixLength(ofText: text.count), chunkSize: chunkSize) { leading in
            guard !state.withLock({ $0.takenOver }) else { return false }
            let findings = validation.validator.findings(of: leading.parsed)
            let chunk = Chunk(
                reading: leading.reading, made: validation.made(findings, at: leading.reading.start),
                links: ChunkLinks(chunk: leading.parsed.chunk, in: leading.parsed.tree))
            return state.withLock { state in
                // Found after the take-over: too late.
                guard !state.takenOver else { return false }
                state.chunks.append(chunk)
                return true
            }
        }
    }

    /// Stops the folding thread's head start and returns the chunks it parsed and
    /// validated that `blockPhase` holds, from the first on (on the parsing
    /// thread, once its block phase is done). The folding thread stops
    /// at the end of the chunk it is at, whose findings are not kept: the
    /// parsing thread does not wait for it.
    func takeOver(_ blockPhase: MarkdownParser.BlockPhase) -> [Chunk] {
        // Taken out, not copied: held only until they are added.
        let chunks = state.withLock { state in
            state.takenOver = true
            defer { state.chunks = [] }
            return state.chunks
        }
        var held: [Chunk] = []
        for chunk in chunks {
            guard chunk.reading.index == held.count, blockPhase.holds(chunk.reading) else { break }
            held.append(chunk)
        }
        return held
    }
}
