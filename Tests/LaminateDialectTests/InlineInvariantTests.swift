import Testing

@testable import LaminateDialect

/// Random documents made of inline syntax characters: parsing never traps,
/// and the tree keeps its promises about ranges.
@Suite struct InlineInvariantTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet: [String] = [
        "*", "_", "~", "[", "]", "(", ")", "!", "^", "<", ">", "&", "\\", "`", "\n", " ", "  ", "a", "b", "é",
        "#", ":", "\"", "'", "x:", "&amp;", "&#", ";", "http://", "@", "-", "🍰", "\t", "\u{0}", "|", "^[", "](", "> ",
    ]

    static func document(seed: UInt64) -> String {
        var generator = Generator(state: seed)
        let length = Int(generator.next() % 120) + 1
        var text = ""
        for _ in 0..<length {
            text += alphabet[Int(generator.next() % UInt64(alphabet.count))]
        }
        return text
    }

    static let seeds: [UInt64] = Array(1...1500)

    @Test(arguments: seeds)
    func rangesAreConsistent(seed: UInt64) {
        let markdown = Self.document(seed: seed)
        for tree in [InlineTestDocument(markdown).tree, MarkdownParser.parse(markdown)] {
            check(tree, markdown)
            _ = HTMLRenderer().render(tree)
        }
    }

    func check(_ tree: SyntaxTree, _ markdown: String) {
        let newline = UInt8(ascii: "\n")
        for id in tree.nodeIDs {
            let node = tree[id]
            guard node.parent != nil || id == tree.root else { continue }  // detached
            #expect(node.range.end <= tree.source.count, "\(markdown.debugDescription)")
            if case .text = node.kind {
                #expect(
                    !tree.source[node.range.start..<node.range.end].contains(newline),
                    "text spans a line break in \(markdown.debugDescription)")
                #expect(!node.range.isEmpty, "empty text in \(markdown.debugDescription)")
            }
            guard !node.kind.isBlock else { continue }
            var previousEnd = node.range.start
            for child in tree.children(of: id) {
                let range = tree[child].range
                #expect(node.range.contains(range), "child outside parent in \(markdown.debugDescription)")
                #expect(range.start >= previousEnd, "children overlap in \(markdown.debugDescription)")
                previousEnd = range.end
            }
            for marker in tree.markers(of: id) {
                #expect(node.range.contains(marker.range), "marker outside node in \(markdown.debugDescription)")
            }
        }
    }
}
