import LaminateAttributes
import Testing

@testable import LaminateFeatures

/// The one-edit neighbourhood "did you mean" looks a typo up in
/// (`OneEditIndex`): every form within one edit of a word (as
/// `Suggestions.editDistance` counts: insertion, deletion, change, swap of
/// neighbours) is filed under the word or one of its deletions, on words
/// made to be near one another, with repeated letters, non-ASCII scalars
/// and the empty word.
@Suite struct OneEditIndexTests {
    static let alphabet: [Unicode.Scalar] = ["a", "b", "-", "1", "é", "e", "\u{301}", "日", "😀"]

    static func forms(_ words: [[Unicode.Scalar]]) -> (scalars: [Unicode.Scalar], starts: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var starts = [0]
        for word in words {
            scalars += word
            starts.append(scalars.count)
        }
        return (scalars, starts)
    }

    static func filed(near word: [Unicode.Scalar], in index: OneEditIndex) -> Set<Int32> {
        var hasher = OneEditIndex.Hasher()
        var hashes: [UInt64] = []
        hasher.entries(of: word, into: &hashes)
        return Set(hashes.flatMap { index.forms(filedUnder: $0) })
    }

    @Test(arguments: 0..<60)
    func everyFormWithinOneEditIsFiled(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0x0E1)
        func word() -> [Unicode.Scalar] {
            (0..<Int(random.next() % 7)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
        }
        var seen = Set<[Unicode.Scalar]>()
        let words = (0..<200).map { _ in word() }.filter { seen.insert($0).inserted }
        let (scalars, starts) = Self.forms(words)
        let index = OneEditIndex(formScalars: scalars, formStarts: starts)
        for _ in 0..<100 {
            let query = word()
            let filed = Self.filed(near: query, in: index)
            for (form, candidate) in words.enumerated() where Suggestions.editDistance(query, candidate, limit: 1) <= 1 {
                #expect(filed.contains(Int32(form)), "\(query) near \(candidate)")
            }
        }
    }

    /// A form is filed under itself once and under each distinct deletion
    /// once, in order of the forms: doubled letters make one deletion.
    @Test func entriesOfAWord() {
        var hasher = OneEditIndex.Hasher()
        var hashes: [UInt64] = []
        hasher.entries(of: Array("aab".unicodeScalars), into: &hashes)
        #expect(hashes.count == 3)
        var other: [UInt64] = []
        hasher.entries(of: Array("ab".unicodeScalars), into: &other)
        #expect(hashes[1] == other[0])
        hashes.removeAll()
        hasher.entries(of: [], into: &hashes)
        #expect(hashes.count == 1)
    }

    /// The index "did you mean" makes of many anchors, hashed a share of
    /// them on each core, files each word's forms where one made in one
    /// pass files them, in the same order.
    @Test func madeInSharesAsInOnePass() {
        let words = (0..<3_000).map { number in Array("section-\(number % 1_500)-\(number % 7)".unicodeScalars) }
        let suggestions = AnchorSuggestions(
            words.map { word in
                var text = ""
                text.unicodeScalars.append(contentsOf: word)
                return text
            })
        let onePass = OneEditIndex(formScalars: suggestions.formScalars, formStarts: suggestions.formStarts)
        var hasher = OneEditIndex.Hasher()
        #expect(suggestions.formStarts.count - 1 > 1_024)
        for word in words + [Array("section-12".unicodeScalars), Array("sectio-1-1".unicodeScalars)] {
            var hashes: [UInt64] = []
            hasher.entries(of: word, into: &hashes)
            for hash in hashes { #expect(Array(suggestions.oneEdit.forms(filedUnder: hash)) == Array(onePass.forms(filedUnder: hash))) }
        }
    }

    /// A word's look-ups made together (`appendForms(filedUnder:to:passed:)`)
    /// find what looking each entry up in turn finds, in the same order.
    @Test(arguments: 0..<20)
    func lookUpsTogetherAsOneAtATime(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0x70)
        func word() -> [Unicode.Scalar] {
            (0..<Int(random.next() % 7)).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
        }
        let (scalars, starts) = Self.forms((0..<300).map { _ in word() })
        let index = OneEditIndex(formScalars: scalars, formStarts: starts)
        var hasher = OneEditIndex.Hasher()
        var passed: [UInt64] = []
        for _ in 0..<100 {
            var hashes: [UInt64] = []
            hasher.entries(of: word(), into: &hashes)
            var together: [Int32] = [7]
            index.appendForms(filedUnder: hashes, to: &together, passed: &passed)
            #expect(together == [7] + hashes.flatMap { index.forms(filedUnder: $0) })
        }
    }
}
