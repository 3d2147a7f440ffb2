import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Combining the changes between two checked versions into one covering change.
struct TextChangeTests {
    /// A small deterministic generator, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    /// Applies `edits` one after another (each range in the text the ones
    /// before it left) and checks that the combined change covers every byte
    /// that differs: the texts agree before it and after it.
    @Test(arguments: 0..<200)
    func combinedChangeCoversEveryEdit(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 1)
        let original = Array("Fold the ^[butter](ingredient: 3) into the dough.".utf8)
        var text = original
        var combined = TextChange.none
        for _ in 0..<(1 + generator.next(5)) {
            let start = generator.next(text.count + 1)
            let end = start + generator.next(text.count - start + 1)
            let inserted = Array(repeating: UInt8(ascii: "x"), count: generator.next(4))
            text.replaceSubrange(start..<end, with: inserted)
            combined = combined.followed(by: TextChange(oldRange: ByteRange(start, end), newCount: inserted.count))
        }
        let old = combined.oldRange
        #expect(old.end <= original.count)
        #expect(original.count - old.count + combined.newCount == text.count)
        #expect(original[..<old.start] == text[..<old.start])
        #expect(original[old.end...] == text[combined.newRange.end...])
    }

    @Test func adjacentTypingCombinesExactly() {
        let typed = TextChange(oldRange: ByteRange(5, 5), newCount: 1)
            .followed(by: TextChange(oldRange: ByteRange(6, 6), newCount: 1))
            .followed(by: TextChange(oldRange: ByteRange(7, 7), newCount: 1))
        #expect(typed == TextChange(oldRange: ByteRange(5, 5), newCount: 3))
    }

    @Test func anEmptyChangeDoesNotWidenTheOther() {
        let change = TextChange(oldRange: ByteRange(10, 12), newCount: 1)
        #expect(TextChange.none.followed(by: change) == change)
        #expect(change.followed(by: .none) == change)
    }

    @Test func wholeTextReplacementIsTrimmedToWhatChanged() {
        let old = Array("one ^[two](ingredient: 1) three".utf8)
        let new = Array("one ^[twos](ingredient: 1) three".utf8)
        let edit = TextChange(oldRange: ByteRange(0, old.count), newCount: new.count).edit(from: old, to: new)
        #expect(edit == DocumentEdit(range: ByteRange(9, 9), newText: "s"))
    }

    @Test func rewritingTextAsItWasKeepsTheWholeEdit() {
        let text = Array("^[a](ingredient: 1)".utf8)
        let edit = TextChange(oldRange: ByteRange(5, 18), newCount: 13).edit(from: text, to: text)
        #expect(edit == DocumentEdit(range: ByteRange(5, 18), newText: "ingredient: 1"))
    }

    @Test func aChangeThatDoesNotFitTheTextsIsClamped() {
        let edit = TextChange(oldRange: ByteRange(50, 90), newCount: 7).edit(from: Array("abc".utf8), to: Array("abcd".utf8))
        #expect(edit.range.end <= 3)
    }
}
