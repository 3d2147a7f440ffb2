import LaminateDialect
import Testing

/// An edit splices the line index instead of rebuilding it; the spliced
/// index must equal one built from scratch, for any text and any edit.
struct LineIndexSpliceTests {
    /// Pieces chosen to stress what the splice must get right: every line
    /// terminator (a `\r` and a `\n` that meet or part), characters of two
    /// to four bytes, and bytes that are not valid UTF-8 on their own.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("bc ".utf8), Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8),
        Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xE2], [0xE2, 0x82], [0xF0, 0x9F],
    ]

    static func randomBytes(_ generator: inout SplitMix64, maximumPieces: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...maximumPieces, using: &generator) {
            bytes += pieces.randomElement(using: &generator) ?? []
        }
        return bytes
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func splicedIndexEqualsRebuiltIndex(seed: UInt64) {
        var generator = SplitMix64(seed: 0x5B11_CE00 &+ seed)
        for _ in 0..<300 {
            var text = Self.randomBytes(&generator, maximumPieces: 40)
            var index = LineIndex(text)
            // Several edits in a row, each against the spliced index before it.
            for _ in 0..<5 {
                let lower = Int.random(in: 0...text.count, using: &generator)
                let upper = Int.random(in: lower...min(text.count, lower + 6), using: &generator)
                let replacement = Self.randomBytes(&generator, maximumPieces: 3)
                let before = text
                text.replaceSubrange(lower..<upper, with: replacement)
                index = index.replacing(ByteRange(lower, upper), replacementCount: replacement.count, in: text)
                #expect(index == LineIndex(text), "\(before) [\(lower)..<\(upper)] → \(replacement)")
                if index != LineIndex(text) { return }
            }
        }
    }

    @Test func editsOfALongTextTouchingEveryLineKind() {
        var text = Array("first line\r\nsecond é line\rthird 😀 line\nfourth\n".utf8)
        var index = LineIndex(text)
        for (lower, upper, replacement) in [(11, 11, "\n"), (10, 11, ""), (0, 0, "\r"), (5, 20, "€\r\n"), (text.count - 3, text.count - 3, "x\r")] {
            let upper = min(upper, text.count)
            let lower = min(lower, upper)
            text.replaceSubrange(lower..<upper, with: Array(replacement.utf8))
            index = index.replacing(ByteRange(lower, upper), replacementCount: replacement.utf8.count, in: text)
            #expect(index == LineIndex(text))
        }
    }

    @Test func aMismatchedEditFallsBackToRebuilding() {
        let old = LineIndex(Array("a\nb".utf8))
        let text = Array("xyz\n\nw".utf8)
        #expect(old.replacing(ByteRange(0, 1), replacementCount: 1, in: text) == LineIndex(text))
        #expect(old.replacing(ByteRange(2, 9), replacementCount: 0, in: text) == LineIndex(text))
    }
}
