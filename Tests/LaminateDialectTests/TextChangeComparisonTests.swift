import LaminateDialect
import Testing

/// The change found by comparing two texts, and a re-parse given a change
/// that does not belong to the texts.
struct TextChangeComparisonTests {
    struct Case: Sendable, CustomStringConvertible {
        let old: String
        let new: String
        let oldRange: ByteRange
        let newCount: Int
        var description: String { "\(old.debugDescription) → \(new.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(old: "", new: "", oldRange: ByteRange(0, 0), newCount: 0),
        Case(old: "abc", new: "abc", oldRange: ByteRange(3, 3), newCount: 0),
        Case(old: "abc", new: "abXc", oldRange: ByteRange(2, 2), newCount: 1),
        Case(old: "abc", new: "ac", oldRange: ByteRange(1, 2), newCount: 0),
        Case(old: "aaaa", new: "aaaaa", oldRange: ByteRange(4, 4), newCount: 1),
        Case(old: "", new: "new", oldRange: ByteRange(0, 0), newCount: 3),
        Case(old: "old", new: "", oldRange: ByteRange(0, 3), newCount: 0),
        // Emoji: the bytes compared, not characters.
        Case(old: "a😀b", new: "a😁b", oldRange: ByteRange(4, 5), newCount: 1),
        Case(
            old: String(repeating: "x", count: 9000) + "y" + String(repeating: "z", count: 9000),
            new: String(repeating: "x", count: 9000) + String(repeating: "z", count: 9000),
            oldRange: ByteRange(9000, 9001), newCount: 0),
    ]

    @Test(arguments: cases)
    func comparingFindsTheChange(_ example: Case) {
        let change = TextChange(from: Array(example.old.utf8), to: Array(example.new.utf8))
        #expect(change == TextChange(oldRange: example.oldRange, newCount: example.newCount))
    }

    /// A change that does not fit the texts (a client's mistaken edit, or
    /// one claiming nothing changed) is not trusted: the tree is still the
    /// text's.
    @Test(arguments: [
        TextChange.none, TextChange(oldRange: ByteRange(0, 100), newCount: 1),
        TextChange(oldRange: ByteRange(3, 4), newCount: 0),
    ])
    func aChangeThatDoesNotFitIsFoundAgain(_ claimed: TextChange) {
        let old = MarkdownParser.parse(Array("# Title\n\nSome *text*.\n".utf8), chunkSize: 1)
        let text = Array("# Title\n\nSome **text**.\n".utf8)
        let tree = MarkdownParser.parse(text, editing: old, change: claimed)
        #expect(tree.source == text)
        #expect(TreeFingerprint.of(tree) == TreeFingerprint.of(MarkdownParser.parse(text, chunkSize: 1)))
    }
}
