import Testing

@testable import LaminateAttributes
@testable import LaminateDialect

/// The parts of validating chunk by chunk (`ChunkedValidation`, what
/// `laminate check` runs) that could drift from validating the whole tree:
/// the readings of list texts kept from one chunk for the next, and the
/// one-pass comparison key of ASCII ingredient texts.
@Suite struct ChunkedValidationTests {
    /// Spans whose texts repeat across chunks and differ by one byte, broken
    /// lists among them, and reference-form spans whose definitions come later.
    static let pieces = [
        "^[a](ingredient: 1) ", "^[b](ingredient: 1 ) ", "^[c](kern: \"x\") ", "^[d](kern: \"x\" ) ", "^[e](kern: ) ",
        "^[f](foregroundColor: \"gren\", foregroundColor: \"red\") ", "^[g][r] ", "^[h](ingredient: 2, foregroundColor: 'green') ",
        "\n\n", "\n\n^[r]: kern: 1\n\n", "\n\n^[r]: ingredient: 3\n\n", "words ",
    ]

    /// With every limit on how many readings are kept (none, a few, all),
    /// the problems are those of the whole tree, in the same order.
    @Test(arguments: [0, 1, 3, 4096])
    func keptReadingsFindTheSameProblems(limit: Int) {
        for seed in 0..<6 {
            var random = SeededRandom(seed: UInt64(seed) &+ 0x51)
            var text: [UInt8] = []
            while text.count < 2_000 { text += Array(random.pick(Self.pieces).utf8) }
            let tree = MarkdownParser.parse(text, chunkSize: 64)
            let whole = AttributeValidator.validate(tree)
            var validation = ChunkedValidation()
            validation.limitReadings(to: limit)
            MarkdownParser.parseChunkByChunk(text, chunkSize: 64) { validation.validate($0) }
            #expect(validation.diagnostics == whole, "seed \(seed), limit \(limit)")
        }
    }

    /// Nothing of a chunk is held once it is added, whatever it found: its
    /// problems are made into what is kept of them, its ingredient uses
    /// compared, and its tree goes (a batch check's findings name no chunk;
    /// holding them held every chunk's tree until the document's end).
    @Test func addedChunksAreNotHeld() {
        final class Weak {
            weak var chunk: TreeChunk?
            init(_ chunk: TreeChunk) { self.chunk = chunk }
        }
        var random = SeededRandom(seed: 0x52)
        var text: [UInt8] = []
        while text.count < 4_000 { text += Array(random.pick(Self.pieces).utf8) }
        var validation = ChunkedValidation()
        var chunks: [Weak] = []
        MarkdownParser.parseChunkByChunk(text, chunkSize: 64) { parsed in
            let findings = validation.validator.findings(of: parsed)
            validation.add(findings)
            chunks.append(Weak(parsed.tree.chunkKey(parsed.chunk).chunk))
        }
        #expect(chunks.count > 20)
        #expect(chunks.allSatisfy { $0.chunk == nil })
        #expect(validation.diagnostics == AttributeValidator.validate(MarkdownParser.parse(text, chunkSize: 64)))
        // An editor's findings, kept for reuse, do hold their chunk.
        var validator = ChunkValidator(definition: .builtIn)
        var kept: [ChunkFindings] = []
        chunks = []
        MarkdownParser.parseChunkByChunk(text, chunkSize: 64) { parsed in
            kept.append(validator.findings(of: parsed))
            chunks.append(Weak(parsed.tree.chunkKey(parsed.chunk).chunk))
        }
        #expect(chunks.allSatisfy { $0.chunk != nil })
        withExtendedLifetime(kept) {}
    }

    /// The one-pass key of an ASCII text is the key made by characters.
    @Test func asciiKeyIsTheCharacterKey() {
        let alphabet: [UInt8] = Array("aZ m\n\t\r.-_Q9 ".utf8) + [0x0B, 0x0C, 0x7F]
        var random = SeededRandom(seed: 7)
        var checked = 0
        for _ in 0..<5_000 {
            let length = random.below(12) + (random.chance(5) ? 395 : 0)
            let text = String(decoding: (0..<length).map { _ in random.pick(alphabet) }, as: UTF8.self)
            let key = IngredientTextComparison.characterNormalized(text)
            if let fast = IngredientTextComparison.asciiNormalized(text) {
                #expect(fast == key, "\(text.debugDescription)")
                checked += 1
            }
            #expect(IngredientTextComparison.normalized(text) == key, "\(text.debugDescription)")
        }
        #expect(checked > 1_000)
        #expect(IngredientTextComparison.asciiNormalized("crème") == nil)
        // Texts that are their own key, and near misses.
        for text in ["", "butter", "warm milk", "a.b-c_9", " butter", "butter ", "warm  milk", "Butter", "warm\tmilk", "a\r"] {
            #expect(IngredientTextComparison.normalized(text) == IngredientTextComparison.characterNormalized(text), "\(text.debugDescription)")
        }
    }
}
