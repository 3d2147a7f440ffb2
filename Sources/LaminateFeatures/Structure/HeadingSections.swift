import LaminateDialect

/// Every heading's section: from the heading to the last line before the
/// next heading of the same or a higher level, and never past the end of
/// the block (quote, list item) that holds the heading. The outline nests
/// its symbols by them, folding folds them, selection widens to them.
///
/// Computed in one walk over the blocks with a stack of open sections;
/// the stack holds at most one section per level, so it is at most six
/// deep however deeply the headings sit in quotes and lists.
struct HeadingSections {
    struct Section: Hashable {
        var heading: NodeID
        var level: Int
        /// From the heading's first byte to the section's last non-blank byte.
        var range: ByteRange
        /// The index of the enclosing section, if any.
        var parent: Int?
    }

    /// In document order; a section's parent comes before it.
    private(set) var sections: [Section] = []

    init(_ tree: SyntaxTree, lineIndex: LineIndex) {
        let source = tree.source
        // Open sections (indices into `sections`) with the end of the block holding each heading.
        var open: [(index: Int, limit: Int)] = []
        func close(_ entry: (index: Int, limit: Int), at offset: Int) {
            let headingEnd = tree[sections[entry.index].heading].range.end
            var end = min(offset, entry.limit)
            while end > headingEnd, Self.isBlank(source[end - 1]) { end -= 1 }
            sections[entry.index].range.end = max(end, headingEnd)
        }
        tree.forEachLeafBlock { id in
            let node = tree[id]
            guard case .heading(let level, _) = node.kind else { return }
            let start = node.range.start
            let lineStart = lineIndex.contentRange(ofLine: lineIndex.line(containingUTF8Offset: start))?.start ?? start
            while let top = open.last, sections[top.index].level >= level || top.limit <= start {
                close(top, at: lineStart)
                open.removeLast()
            }
            let limit = node.parent.map { tree[$0].range.end } ?? source.count
            sections.append(Section(heading: id, level: level, range: node.range, parent: open.last?.index))
            open.append((sections.count - 1, limit))
        }
        while let top = open.popLast() { close(top, at: source.count) }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The innermost section holding `offset`, starting from `candidate`, the
    /// last section that starts at or before it; at most six steps up.
    func innermost(containing offset: Int, from candidate: Int?) -> Int? {
        var current = candidate
        while let index = current, !(sections[index].range.start <= offset && offset < sections[index].range.end) {
            current = sections[index].parent
        }
        return current
    }
}
