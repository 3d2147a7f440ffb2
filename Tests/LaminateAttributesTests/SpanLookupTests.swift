import LaminateDialect
import Testing

@testable import LaminateAttributes

/// The stale-marking tracker finds spans by descending the tree along a
/// range (few lookups) or through an index of every span (many): both must
/// find what a walk over every node finds.
struct SpanLookupTests {
    static let documents = [
        "Add ^[butter](ingredient: 1) and ^[milk](ingredient: 2).\n",
        "> - ^[a ^[b](k: 1) c](k: 2)\n>   ^[d](k: 3)\n\n| ^[x](k: 1) | ^[y](k: 2) |\n|---|---|\n| ^[z](k: 3) | w |\n",
        "^[one](k: 1)^[two](k: 2)\n\n*^[three](k: 3)* **^[four](k: 4)**\n\n^[five][d]\n\n^[d]: k: 5\n",
        "- a\n  - b\n    - ^[deep](k: 1)\n- ^[next](k: 2)\n\n# ^[title](k: 3)\n",
    ]

    @Test(arguments: documents)
    func bothWaysFindEverySpanByItsRange(_ document: String) {
        let tree = MarkdownParser.parse(document)
        let all = Self.allSpans(in: tree)
        let descending = SpanLookup(tree, expectedLookups: 0)
        let indexed = SpanLookup(tree, expectedLookups: SpanLookup.lookupsWorthIndexing + 1)
        #expect(!all.isEmpty)
        for span in all {
            #expect(descending.span(at: span.range)?.node == span.node)
            #expect(indexed.span(at: span.range)?.node == span.node)
        }
        #expect(descending.span(at: ByteRange(0, tree.source.count + 1)) == nil)
    }

    @Test(arguments: documents)
    func spansMeetingARangeAreThoseAWalkFinds(_ document: String) {
        let tree = MarkdownParser.parse(document)
        let all = Self.allSpans(in: tree)
        let count = tree.source.count
        for start in 0...count {
            for end in [start, min(count, start + 1), min(count, start + 7)] {
                let range = ByteRange(start, end)
                let expected = all.filter { $0.range.start <= range.end && $0.range.end >= range.start }.map(\.node)
                #expect(SpanLookup.spans(meeting: range, in: tree).map(\.node) == expected, "\(range)")
            }
        }
    }

    /// Every attribute span, in document order (outer before inner).
    static func allSpans(in tree: SyntaxTree) -> [IndexedSpan] {
        var spans: [IndexedSpan] = []
        tree.walk { event in
            if case .enter(let id) = event, let span = IndexedSpan(id, in: tree) { spans.append(span) }
            return true
        }
        return spans
    }
}
