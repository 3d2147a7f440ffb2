import Testing

@testable import LaminateDialect

/// The line index keeps its lines in pages; with pages of one to three lines
/// (so that page boundaries fall everywhere, around every edit), an edited
/// index must convert every offset and every position exactly as an index
/// built afresh with one page does.
struct LineIndexPageTests {
    @Test(arguments: [1, 2, 3], [1, 2, 3, 4])
    func editedPagesConvertAsOnePage(linesPerPage: Int, seed: UInt64) {
        var generator = SplitMix64(seed: 0x9A6E_0000 &+ seed &* 31 &+ UInt64(linesPerPage))
        for _ in 0..<60 {
            var text = LineIndexSpliceTests.randomBytes(&generator, maximumPieces: 40)
            var index = LineIndex(text, linesPerPage: linesPerPage)
            for _ in 0..<5 {
                let lower = Int.random(in: 0...text.count, using: &generator)
                let upper = Int.random(in: lower...min(text.count, lower + 6), using: &generator)
                let replacement = LineIndexSpliceTests.randomBytes(&generator, maximumPieces: 3)
                let before = text
                text.replaceSubrange(lower..<upper, with: replacement)
                index = index.replacing(ByteRange(lower, upper), replacementCount: replacement.count, in: text)
                let reference = LineIndex(text, linesPerPage: Int.max)
                guard Self.convertsTheSame(index, reference, text: text) else {
                    Issue.record("\(before) [\(lower)..<\(upper)] → \(replacement), \(linesPerPage) lines a page")
                    return
                }
            }
        }
    }

    /// Every conversion the index offers, over every offset, line and column
    /// (and a few past the ends), in every unit.
    static func convertsTheSame(_ index: LineIndex, _ reference: LineIndex, text: [UInt8]) -> Bool {
        guard index == reference, index.lineCount == reference.lineCount, index.utf8Count == text.count else { return false }
        for offset in -1...(text.count + 1) {
            guard index.line(containingUTF8Offset: offset) == reference.line(containingUTF8Offset: offset) else { return false }
            for unit in ColumnUnit.allCases
            where index.position(ofUTF8Offset: offset, in: unit) != reference.position(ofUTF8Offset: offset, in: unit) {
                return false
            }
        }
        for line in -1...(index.lineCount + 1) {
            guard index.contentRange(ofLine: line) == reference.contentRange(ofLine: line) else { return false }
            for column in -1...12 {
                for unit in ColumnUnit.allCases {
                    let position = LinePosition(line: line, column: column)
                    for inside in [LineIndex.InsideCharacter.start, .end]
                    where index.utf8Offset(of: position, in: unit, insideCharacter: inside)
                        != reference.utf8Offset(of: position, in: unit, insideCharacter: inside)
                    {
                        return false
                    }
                }
            }
        }
        return true
    }
}
