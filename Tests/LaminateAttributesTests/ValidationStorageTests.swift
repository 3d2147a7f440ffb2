import LaminateDialect
import Testing

@testable import LaminateAttributes

/// How validation keeps what it found and what surrounds a span: packed
/// problems come back exactly as they went in, and the enclosing spans'
/// setters are the same looked back over (shallow) or through the table
/// (deeply nested spans).
@Suite struct ValidationStorageTests {
    /// Every case's problems (with fixes, related places and every code of
    /// `validation-cases.tsv`), packed relative to a chunk start before,
    /// inside and after them, come back whole and in order.
    @Test(arguments: ValidationCase.all())
    func packedProblemsComeBackWhole(_ testCase: ValidationCase) throws {
        let tree = MarkdownParser.parse(testCase.document.text)
        let diagnostics = AttributeValidator.validate(tree, definition: try TestDefinitions.named(testCase.definitionName))
        for origin in [0, 3, 1_000] {
            var unpacked: [Diagnostic] = []
            PackedDiagnostics(diagnostics, relativeTo: origin).append(to: &unpacked, at: origin)
            #expect(unpacked == diagnostics)
            var moved: [Diagnostic] = []
            PackedDiagnostics(diagnostics, relativeTo: origin).append(to: &moved, at: origin + 7)
            #expect(moved == diagnostics.map { $0.shifted(by: 7) })
        }
    }

    /// Random pushes and pops of spans up to 40 deep (past the depth where
    /// the context keeps a table): the innermost setter of each key is the
    /// one a plain stack of every open span's members gives.
    @Test func enclosingSettersAtAnyDepth() throws {
        let keys = ["a", "b", "c", "d", "e", "f"]
        var random = SeededRandom(seed: 23)
        var lists: [AttributeList] = []
        for _ in 0..<40 {
            let members = (0..<random.below(5)).map { index in "\(random.pick(keys)): \(index)" }
            let text = "^[x](\(members.joined(separator: ", ")))"
            let tree = MarkdownParser.parse(Array(text.utf8))
            let span = try #require(tree.nodeIDs(inChunk: 0).first { tree.tag(of: $0) == .attributeSpan })
            lists.append(try #require(AttributeLists(tree).validList(of: span)))
        }
        var context = SpanContext()
        var open: [AttributeList] = []
        var deepest = 0
        for step in 0..<4_000 {
            if open.isEmpty || (open.count < 40 && random.chance(55)) {
                let list = random.pick(lists)
                context.pushSpan(list, of: NodeID(0))
                open.append(list)
            } else {
                context.popSpan()
                open.removeLast()
            }
            deepest = max(deepest, open.count)
            for key in keys {
                // The first member with the key in the innermost span that has it.
                let expected = open.last { $0[key] != nil }.flatMap { $0[key] }
                #expect(context.innermostSetter(of: key)?.member == expected, "step \(step), key \(key)")
                #expect(context.isSetByEnclosingSpan(key) == (expected != nil))
            }
        }
        #expect(deepest > SpanContext.directLimit)
    }
}
