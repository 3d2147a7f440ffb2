import Testing

@testable import LaminateDialect

/// Properties every tree must have, checked on all CommonMark examples and on
/// generated inputs: block ranges nest inside their parents, siblings come in
/// document order without overlapping, markers lie inside their owners, and
/// parsing and rendering never trap.
@Suite struct BlockRangeInvariantTests {
    @Test func specExamplesKeepInvariants() {
        for example in BlockTestData.specExamples ?? [] {
            let problems = Self.problems(in: MarkdownParser.parse(example.markdown))
            #expect(problems.isEmpty, "example \(example.example): \(problems.prefix(3))")
        }
    }

    /// Pseudo-random documents built from the characters that matter to
    /// block structure (deterministic, so failures reproduce).
    @Test(arguments: 0..<8)
    func generatedInputsKeepInvariants(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = [
            ">", " ", "  ", "\t", "-", "*", "+", "1.", "2)", "#", "```", "~~~", "    ", "\n", "\r\n", "\r",
            "a", "bc", "|", ":-", "---", "===", "<div>", "<!--", "-->", "[x]: /u", "^[y]: k: 1", "\\", "\0", "é", "🎉",
        ]
        for _ in 0..<300 {
            var markdown = ""
            for _ in 0..<Int(generator.next() % 60) {
                markdown += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            let tree = MarkdownParser.parse(markdown)
            _ = HTMLRenderer().render(tree)
            let problems = Self.problems(in: tree)
            #expect(problems.isEmpty, "\(markdown.debugDescription): \(problems.prefix(3))")
        }
    }

    static func problems(in tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        var previousBlock = NodeID(-1)
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            let node = tree[id]
            guard node.kind.isBlock else { return false }
            // Block nodes are created in document order.
            if id < previousBlock { problems.append("\(id) \(node.kind) created after \(previousBlock)") }
            previousBlock = id
            if node.range.end > tree.source.count { problems.append("\(id) \(node.kind) ends past the source") }
            if let parent = node.parent, !tree[parent].range.contains(node.range) {
                problems.append("\(id) \(node.kind) \(node.range) outside parent \(tree[parent].kind) \(tree[parent].range)")
            }
            if let previous = tree.previousSibling(of: id), tree[previous].kind.isBlock, tree[previous].range.end > node.range.start {
                problems.append("\(id) \(node.kind) \(node.range) overlaps previous sibling \(tree[previous].range)")
            }
            for marker in tree.markers(of: id) where !node.range.contains(marker.range) {
                problems.append("marker \(marker.kind) \(marker.range) outside \(node.kind) \(node.range)")
            }
            return true
        }
        return problems
    }
}
