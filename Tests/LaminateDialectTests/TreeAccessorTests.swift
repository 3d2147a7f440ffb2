import Testing

@testable import LaminateDialect

/// The one-fact accessors (`range(of:)`, `kind(of:)`, `isBlock`, the links)
/// read what `tree[id]` reads, and the links a chunk derives from document
/// order (last child, previous sibling; see `StoredNode`) agree with the
/// children its stored links list, and a chunk's scan meets the nodes its
/// walks enter: on every CommonMark example, on generated inputs and on
/// deep and wide trees, each parsed whole and in chunks of one byte (so that
/// top-level links cross chunks).
@Suite struct TreeAccessorTests {
    @Test func specExamplesAgree() {
        for example in BlockTestData.specExamples ?? [] {
            for tree in Self.trees(example.markdown) {
                let problems = Self.problems(in: tree)
                #expect(problems.isEmpty, "example \(example.example): \(problems.prefix(3))")
            }
        }
    }

    @Test(arguments: 0..<4)
    func generatedInputsAgree(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let pieces = [
            ">", " ", "-", "*", "1.", "#", "```", "\n", "\n\n", "a", "bc", "|", "---", "<div>", "[x]: /u", "[x]",
            "^[y]: k: 1", "^[", "](k: 1)", "[y]", "**", "_", "`", "\\", "é", "🎉",
        ]
        for _ in 0..<200 {
            var markdown = ""
            for _ in 0..<Int(generator.next() % 60) {
                markdown += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            for tree in Self.trees(markdown) {
                let problems = Self.problems(in: tree)
                #expect(problems.isEmpty, "\(markdown.debugDescription): \(problems.prefix(3))")
            }
        }
    }

    /// Deep last children and long child lists: the shapes where a derived
    /// link walks furthest.
    @Test(arguments: [
        String(repeating: "> ", count: 300) + "a\n\nafter\n",
        String(repeating: "- ", count: 100) + "*" + String(repeating: "_a ", count: 50) + "b\n",
        String(repeating: "a *b* ", count: 2_000) + "\n",
        "para " + String(repeating: "**x", count: 200) + String(repeating: "**", count: 200) + "\n\nnext\n",
    ])
    func deepAndWideTreesAgree(markdown: String) {
        for tree in Self.trees(markdown) {
            let problems = Self.problems(in: tree)
            #expect(problems.isEmpty, "\(problems.prefix(3))")
        }
    }

    static func trees(_ markdown: String) -> [SyntaxTree] {
        [MarkdownParser.parse(markdown), MarkdownParser.parse(Array(markdown.utf8), chunkSize: 1)]
    }

    static func problems(in tree: SyntaxTree) -> [String] {
        var problems: [String] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            let node = tree[id]
            if tree.range(of: id) != node.range { problems.append("\(id) range(of:) \(tree.range(of: id)) ≠ \(node.range)") }
            if tree.kind(of: id) != node.kind { problems.append("\(id) kind(of:) ≠ \(node.kind)") }
            if tree.isBlock(id) != node.kind.isBlock { problems.append("\(id) isBlock ≠ \(node.kind)") }
            if tree.parent(of: id) != node.parent { problems.append("\(id) parent(of:) ≠ \(String(describing: node.parent))") }
            if tree.firstChild(of: id) != node.firstChild { problems.append("\(id) firstChild(of:) ≠ node's") }
            if tree.nextSibling(of: id) != node.nextSibling { problems.append("\(id) nextSibling(of:) ≠ node's") }
            let children = Array(tree.children(of: id))
            if children.last != tree.lastChild(of: id) {
                problems.append(
                    "\(id) last child \(String(describing: tree.lastChild(of: id))), children end at \(String(describing: children.last))")
            }
            // `isInside` agrees with the parent links: inside every
            // ancestor, not inside itself, a child or the next sibling.
            var ancestor = tree.parent(of: id)
            while let outer = ancestor {
                if !tree.isInside(id, outer) { problems.append("\(id) not inside its ancestor \(outer)") }
                ancestor = tree.parent(of: outer)
            }
            let outside = [id] + children + [tree.nextSibling(of: id)].compactMap { $0 }
            for other in outside where tree.isInside(id, other) { problems.append("\(id) inside \(other)") }
            if let next = tree.nextSibling(of: id), tree.isInside(next, id) { problems.append("next sibling \(next) inside \(id)") }
            for (index, child) in children.enumerated() {
                let previous = index > 0 ? children[index - 1] : nil
                if tree.previousSibling(of: child) != previous {
                    problems.append(
                        "\(child) previous sibling \(String(describing: tree.previousSibling(of: child))) ≠ \(String(describing: previous))")
                }
                if tree[child].parent != id { problems.append("\(child) parent ≠ \(id)") }
            }
            // A walk from the node (read in its chunk's node order) meets
            // what the links say, skipping what its visitor skips.
            if id != tree.root {
                var walked: [String] = []
                tree.walk(from: id) { event in
                    switch event {
                    case .enter(let entered):
                        walked.append("enter \(entered)")
                        return tree.tag(of: entered) != .emphasis
                    case .exit(let left):
                        walked.append("exit \(left)")
                        return true
                    }
                }
                let expected = Self.referenceWalk(from: id, in: tree)
                if walked != expected { problems.append("\(id) walk \(walked.prefix(6)) ≠ \(expected.prefix(6))") }
            }
            return true
        }
        // Each chunk's scan meets the nodes its top-level blocks' walks
        // enter, in the same order, skipping what its visitor skips.
        for chunk in 0..<tree.chunkCount {
            var scanned: [String] = []
            tree.scanNodes(inChunk: chunk) { id, tag in
                scanned.append("\(id) \(tag)")
                return tag != .emphasis
            }
            var entered: [String] = []
            for top in tree.topLevelNodes(inChunk: chunk) {
                tree.walk(from: top) { event in
                    guard case .enter(let id) = event else { return true }
                    entered.append("\(id) \(tree.tag(of: id))")
                    return tree.tag(of: id) != .emphasis
                }
            }
            if scanned != entered { problems.append("chunk \(chunk) scan \(scanned.prefix(6)) ≠ \(entered.prefix(6))") }
        }
        return problems
    }

    /// The walk's events from the tree's links, recursively, skipping the
    /// children of emphasis.
    static func referenceWalk(from id: NodeID, in tree: SyntaxTree) -> [String] {
        var events = ["enter \(id)"]
        if tree[id].kind != .emphasis {
            for child in tree.children(of: id) { events += referenceWalk(from: child, in: tree) }
        }
        events.append("exit \(id)")
        return events
    }
}
