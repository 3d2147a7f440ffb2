import LaminateDialect

/// Where a session types: places in the document as opened, scattered
/// through it in random order.
struct EditTarget {
    enum Kind {
        /// Between two words of a paragraph's text.
        case paragraph
        /// Just inside an attribute list, after its `(`.
        case attributeList

        /// What the user types there: a letter in prose, a space in an
        /// attribute list (which keeps the list valid).
        var typedCharacter: UInt8 {
            switch self {
            case .paragraph: UInt8(ascii: "e")
            case .attributeList: UInt8(ascii: " ")
            }
        }
    }

    var kind: Kind
    /// A UTF-8 offset in the document as opened.
    var offset: Int
}

enum EditTargets {
    /// `count` targets, alternating paragraph and attribute list, chosen
    /// with `seed` among all candidates of the parsed document.
    static func choose(in bytes: [UInt8], count: Int, seed: UInt64) -> [EditTarget] {
        let tree = MarkdownParser.parse(bytes)
        var paragraphs: [Int] = []
        var attributeLists: [Int] = []
        for node in tree.nodes {
            switch node.kind {
            case .text:
                guard let parent = node.parent, case .paragraph = tree[parent].kind,
                      let space = spaceInside(node.range, of: bytes) else { continue }
                paragraphs.append(space)
            case .attributeSpan:
                if let open = attributeListStart(node.range, of: bytes) { attributeLists.append(open) }
            default:
                continue
            }
        }
        var random = SplitMix64(seed: seed)
        var targets: [EditTarget] = []
        for index in 0..<max(0, count) {
            let wantsParagraph = index % 2 == 0 || attributeLists.isEmpty
            let pool = wantsParagraph ? paragraphs : attributeLists
            guard !pool.isEmpty else { break }
            let offset = pool[random.below(pool.count)]
            targets.append(EditTarget(kind: wantsParagraph ? .paragraph : .attributeList, offset: offset))
        }
        return targets
    }

    /// The offset of a space in the middle part of a text node.
    private static func spaceInside(_ range: ByteRange, of bytes: [UInt8]) -> Int? {
        guard range.end &- range.start > 8, range.end <= bytes.count else { return nil }
        let middle = range.start &+ (range.end &- range.start) / 2
        return (middle..<range.end).first { bytes[$0] == UInt8(ascii: " ") }
    }

    /// The offset just after the `(` of a span's attribute list: the last
    /// `](` in the span.
    private static func attributeListStart(_ range: ByteRange, of bytes: [UInt8]) -> Int? {
        guard range.end <= bytes.count, range.end &- range.start >= 4 else { return nil }
        var offset = range.end &- 2
        while offset > range.start {
            if bytes[offset] == UInt8(ascii: "]"), bytes[offset &+ 1] == UInt8(ascii: "(") { return offset &+ 2 }
            offset &-= 1
        }
        return nil
    }
}
