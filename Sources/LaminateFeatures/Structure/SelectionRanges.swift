import LaminateAttributes
import LaminateDialect

/// Smart selection (`textDocument/selectionRange`): for a position, the
/// ranges an editor's "expand selection" steps through, innermost first —
/// the word, the text of each inline around it and then that inline with
/// its markup (`butter` → `**butter**`), the paragraph or heading, list
/// item, list, block quote, the section under each heading, the document.
/// Inside an attribute list: a string's content, the value, the
/// `key: value` pair (and so on out of nested objects and arrays), the whole
/// list, the span.
///
/// Each range strictly contains the one before, as LSP requires. The
/// chain is found by walking down from the document and up again, never
/// recursing; it is cut at `maximumDepth` ranges (the innermost, then the
/// document), since clients nest the answer one JSON object per range.
public enum SelectionRanges {
    public static let maximumDepth = 64

    public static func chain(at offset: Int, in analysis: DocumentAnalysis) -> [ByteRange] {
        chains(at: [offset], in: analysis)[0]
    }

    /// One chain per offset; the sections are found once for all of them.
    public static func chains(at offsets: [Int], in analysis: DocumentAnalysis) -> [[ByteRange]] {
        let headings = HeadingSections(analysis.tree, lineIndex: analysis.lineIndex)
        return offsets.map { chain(at: $0, in: analysis, headings: headings) }
    }

    private static func chain(at offset: Int, in analysis: DocumentAnalysis, headings: HeadingSections) -> [ByteRange] {
        let tree = analysis.tree
        let text = analysis.text
        let offset = min(max(offset, 0), text.count)
        var path = tree.pathOfNodes(containing: offset)
        // Where the cursor is taken to be: on the word it touches, if any.
        var probe = offset
        var candidates: [ByteRange] = []
        if let last = path.last, let list = tree.marker(.attributes, of: last, touching: offset) {
            candidates += attributeRanges(at: offset, of: last, in: analysis)
            candidates.append(list.range)
        } else if let block = path.last(where: { tree[$0].kind.isBlock }),
            let word = InlineTarget.word(at: offset, within: tree[block].range, in: text)
        {
            // Within the block, not the innermost inline: a cursor on the
            // `**` right after `**butter` is still on that word.
            candidates.append(word)
            // A cursor just after a word is on it: walk down from inside the word.
            probe = word.start
            path = tree.pathOfNodes(containing: probe)
        }
        for id in path.reversed() { candidates += nodeRanges(id, in: tree) }
        var chain: [ByteRange] = []
        for range in merged(candidates, sectionRanges(containing: probe, headings: headings)) + [ByteRange(0, text.count)] {
            // A heading's text does not hold a cursor on its `#`.
            guard range.start <= offset, offset <= range.end else { continue }
            if let last = chain.last, !(range.contains(last) && range != last) { continue }
            chain.append(range)
        }
        if chain.count > maximumDepth { chain = Array(chain.prefix(maximumDepth - 1)) + [ByteRange(0, text.count)] }
        return chain
    }

    /// The ranges a node gives, innermost first: its content without markup
    /// (for inlines with delimiters and headings), then the node.
    private static func nodeRanges(_ id: NodeID, in tree: SyntaxTree) -> [ByteRange] {
        let node = tree[id]
        switch node.kind {
        case .document, .text, .softBreak, .hardBreak, .tableHead, .tableBody:
            return []
        case .emphasis, .strong, .strikethrough, .link, .image, .attributeSpan, .codeSpan, .heading, .tableCell:
            return (ContentRange.ofChildren(id, in: tree).map { [$0] } ?? []) + [node.range]
        default:
            return [node.range]
        }
    }

    /// The sections holding `offset`, innermost first.
    private static func sectionRanges(containing offset: Int, headings: HeadingSections) -> [ByteRange] {
        let sections = headings.sections
        // The last section starting at or before the offset.
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        var ranges: [ByteRange] = []
        var current = headings.innermost(containing: offset, from: low > 0 ? low - 1 : nil)
        while let index = current {
            ranges.append(sections[index].range)
            current = sections[index].parent
        }
        return ranges
    }

    /// Two chains, each innermost first, as one ordered by size; ranges of
    /// one that do not nest with the other are dropped by the caller.
    private static func merged(_ first: [ByteRange], _ second: [ByteRange]) -> [ByteRange] {
        var result: [ByteRange] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0
        var j = 0
        while i < first.count || j < second.count {
            if j >= second.count || (i < first.count && first[i].count <= second[j].count) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// Inside an attribute list: from the innermost value holding `offset`
    /// out through each pair, without recursion. Nothing for a list that is
    /// not valid JSON5 (the list and the span still come).
    private static func attributeRanges(at offset: Int, of id: NodeID, in analysis: DocumentAnalysis) -> [ByteRange] {
        guard let list = analysis.attributeLists.validList(of: id) else { return [] }
        var outward: [ByteRange] = []
        var members = list.object.members
        var elements: [JSON5Value] = []
        func holds(_ range: ByteRange) -> Bool {
            let source = list.sourceRange(range)
            return source.start <= offset && offset <= source.end
        }
        // Each step goes one level into the value: an object's member, or an array's element.
        while true {
            var value: JSON5Value
            if let member = members.first(where: { holds($0.range) }) {
                outward.append(list.sourceRange(member.range))
                if holds(member.keyRange) && !holds(member.value.range) {
                    outward.append(list.sourceRange(member.keyRange))
                    break
                }
                value = member.value
            } else if let element = elements.first(where: { holds($0.range) }) {
                value = element
            } else {
                break
            }
            outward.append(list.sourceRange(value.range))
            members = []
            elements = []
            switch value.kind {
            case .object(let object): members = object.members
            case .array(let array): elements = array
            case .string:
                let content = list.sourceRange(value.range)
                if content.count >= 2 { outward.append(ByteRange(content.start + 1, content.end - 1)) }
            default: break
            }
        }
        // Collected outside in; the chain goes inside out.
        return outward.reversed()
    }
}
