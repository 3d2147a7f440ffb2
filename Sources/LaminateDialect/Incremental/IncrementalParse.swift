/// Re-parses only what an edit can have changed.
///
/// The parser reads line by line, so before a line it is in the same state
/// in the old and the new text whenever the text before that line is the
/// same. The re-parse therefore starts at the chunk the edit starts in, or
/// at the one before when the edit reaches that chunk's first line (a
/// deleted blank line joins a block to the one above; a new `===` makes the
/// paragraph above a heading) while a block before it was still open there
/// (a list or indented code across a blank line): when every block before
/// was closed by earlier lines (a fence, a paragraph or table ended by a
/// blank line), no line after them can change them, and typing in the
/// paragraph after a long fence does not read the fence again. It reads
/// on until a line where an old chunk started, wholly after the edit, again
/// opens a top-level block with nothing else open: from there the new parse
/// is the old one, and every later chunk is reused as it is, moved, never
/// copied.
/// An opened fence, list, quote or HTML block, or a lazy continuation line,
/// simply keeps the re-parse going.
///
/// Reference definitions are global: when the definitions in the re-parsed
/// window change what a label means, exactly the chunks whose inlines looked
/// that label up are parsed again.
struct IncrementalParse {
    let old: SyntaxTree
    let source: [UInt8]
    let oldRange: ByteRange
    let replacementCount: Int

    func tree() -> SyntaxTree {
        let delta = replacementCount - oldRange.count
        guard oldRange.start >= 0, oldRange.end <= old.source.count, replacementCount >= 0,
            source.count == old.source.count + delta
        else {
            return MarkdownParser.parse(source, chunkSize: old.chunkSize)
        }
        let oldStarts = old.chunkStarts
        let touched = oldStarts.lastIndex(atOrBefore: oldRange.start)
        let first =
            Self.editLeavesFirstLine(of: touched, in: old, at: oldRange.start)
                || old.chunkFollowsClosedBlocks(touched) ? touched : max(0, touched - 1)
        let windowStart = oldStarts[first]
        // Old chunks that start wholly after the edit, where the new parse may
        // fall back in step with the old one.
        var resumable = first + 1
        while resumable < oldStarts.count, oldStarts[resumable] < oldRange.end { resumable += 1 }
        let candidates = oldStarts[resumable...].map { $0 + delta }

        return source.withUnsafeBufferPointer { bytes in
            // The window usually ends at the first old chunk start after the
            // edit; reserve for that and a chunk more (the records grow past
            // it when the window reads on).
            let expectedWindow = (candidates.first ?? bytes.count) - windowStart + 2 * old.chunkSize
            var parser = BlockParser(bytes: bytes, start: windowStart, expectedLength: expectedWindow)
            parser.chunkSize = old.chunkSize
            parser.stopCandidates = candidates
            parser.parseLines()
            let windowEnd = parser.stoppedAt ?? bytes.count
            let resume = parser.stoppedAt.map { stop in resumable + candidates.firstIndex(of: stop)! } ?? old.chunks.count

            let windowDefinitions = parser.scannedDefinitions.map {
                ChunkDefinition(label: $0.normalizedLabel, definition: BlockParser.definition(of: $0))
            }
            let definitions = IncrementalDefinitions(
                old: old, first: first, resume: resume,
                windowDefinitions: windowDefinitions)
            let changedLabels = definitions.changedLabels

            var chunks: [TreeChunk] = []
            var starts = ChunkStarts()
            chunks.reserveCapacity(old.chunks.count + 4)
            starts.reserveCapacity(old.chunks.count + 4)
            appendReused(
                0..<first, shiftedBy: 0, changedLabels: changedLabels, definitions: definitions,
                to: &chunks, starts: &starts)
            if windowEnd > windowStart {
                let window = parser.emitChunks(source: source, definitions: definitions, end: windowEnd)
                for (index, (chunk, start)) in zip(window, parser.chunkStarts).enumerated() where chunk.length > 0 {
                    chunks.append(chunk)
                    // The window's parser starts with nothing open; what was
                    // open before its first line, in unchanged text, the old tree knows.
                    starts.append(
                        start,
                        followsClosedBlocks: index == 0
                            ? old.chunkFollowsClosedBlocks(first)
                            : parser.chunkFollowsClosedBlocks[index])
                }
            }
            let windowCount = chunks.count - first
            appendReused(
                resume..<old.chunks.count, shiftedBy: delta, changedLabels: changedLabels, definitions: definitions,
                to: &chunks, starts: &starts)
            if parser.stoppedAt != nil {
                // The line the window stopped at reads as before, but the
                // text before it changed.
                starts.followsClosedBlocks[first + windowCount] = parser.stopFollowsClosedBlocks
            }
            if chunks.isEmpty || starts.offsets[0] != 0 {
                // Only an empty text has no chunk; it still has its root.
                return MarkdownParser.parse(source, chunkSize: old.chunkSize)
            }
            return SyntaxTree(
                source: source, chunks: chunks, chunkStarts: starts.offsets,
                chunkFollowsClosedBlocks: starts.followsClosedBlocks, chunkSize: old.chunkSize,
                definitionTable: definitions.table(of: chunks, windowCount: windowCount),
                definitionTexts: definitions.attributeTextsChanged ? nil : old.definitionTexts)
        }
    }

    /// The new tree's chunk starts, with what was open before each.
    private struct ChunkStarts {
        var offsets: [Int] = []
        var followsClosedBlocks: [Bool] = []

        mutating func reserveCapacity(_ count: Int) {
            offsets.reserveCapacity(count)
            followsClosedBlocks.reserveCapacity(count)
        }

        mutating func append(_ offset: Int, followsClosedBlocks follows: Bool) {
            offsets.append(offset)
            followsClosedBlocks.append(follows)
        }
    }

    /// Appends old chunks `indices`, moved by `offset`, each parsed again if
    /// its inlines looked up a label whose meaning changed (when none did,
    /// in one go: a keystroke appends thousands). What was open before each
    /// stays as it was (the caller corrects the chunk a window stopped at).
    private func appendReused(
        _ indices: Range<Int>, shiftedBy offset: Int, changedLabels: Set<String>,
        definitions: any DefinitionLookup, to chunks: inout [TreeChunk], starts: inout ChunkStarts
    ) {
        starts.offsets.append(contentsOf: old.chunkStarts[indices].lazy.map { $0 &+ offset })
        if old.chunkFollowsClosedBlocks.isEmpty {
            starts.followsClosedBlocks.append(contentsOf: repeatElement(false, count: indices.count))
        } else {
            starts.followsClosedBlocks.append(contentsOf: old.chunkFollowsClosedBlocks[indices])
        }
        guard !changedLabels.isEmpty else {
            chunks.append(contentsOf: old.chunks[indices])
            return
        }
        for index in indices {
            appendReused(index, shiftedBy: offset, changedLabels: changedLabels, definitions: definitions, to: &chunks)
        }
    }

    private func appendReused(
        _ index: Int, shiftedBy offset: Int, changedLabels: Set<String>,
        definitions: any DefinitionLookup, to chunks: inout [TreeChunk]
    ) {
        let chunk = old.chunks[index]
        if chunk.referencedLabels.isDisjoint(with: changedLabels) {
            chunks.append(chunk)
        } else {
            let start = old.chunkStarts[index] + offset
            chunks.append(Self.parseChunk(source, start: start, length: chunk.length, definitions: definitions))
        }
    }

    /// Parses `source[start ..< start + length]`, a whole chunk, on its own.
    static func parseChunk(_ source: [UInt8], start: Int, length: Int, definitions: any DefinitionLookup) -> TreeChunk {
        source.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[0..<(start + length)])
            var parser = BlockParser(bytes: bytes, start: start, expectedLength: length)
            parser.chunkSize = Int.max
            parser.parseLines()
            return parser.emitChunks(source: source, definitions: definitions, end: start + length)[0]
        }
    }

    /// Whether an edit starting at `offset` leaves the first line of chunk
    /// `index` as it was, terminator included (an edit that starts on the
    /// next line may add a `\n` after a `\r` ending it, but the line reads
    /// the same). Only that line decides how the chunk before it ends: it
    /// closed every block the chunk before left open (a chunk starts where
    /// a top-level block opened with nothing else open), and it could
    /// instead continue the paragraph above or underline it as a heading
    /// only if it changed. So the re-parse can start at the edited chunk
    /// itself, and a keystroke re-reads one chunk instead of two.
    static func editLeavesFirstLine(of index: Int, in tree: SyntaxTree, at offset: Int) -> Bool {
        let source = tree.source
        var position = tree.chunkStarts[index]
        while position < source.count, source[position] != UInt8(ascii: "\n"), source[position] != UInt8(ascii: "\r") {
            position += 1
        }
        guard position < source.count else { return false }
        let secondLine =
            source[position] == UInt8(ascii: "\r") && position + 1 < source.count
                && source[position + 1] == UInt8(ascii: "\n") ? position + 2 : position + 1
        return offset >= secondLine
    }
}
