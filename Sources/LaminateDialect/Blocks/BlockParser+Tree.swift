/// Adding, linking and unlinking block records, and the open-block stack.
extension BlockParser {
    var topIndex: Int { Int(openBlocks[openBlocks.count - 1]) }

    /// Opens a new block as the last child of the innermost open block that
    /// can contain it, first closing the blocks this line did not continue
    /// and any open block that cannot contain it (cmark's `add_child`).
    @discardableResult
    mutating func addChild(_ kind: BlockRecordKind, start: Int) -> Int {
        if !closedUnmatched && lastMatchedDepth < openBlocks.count - 1 {
            // cmark finalizes a continued list that cannot hold the new block
            // before the item it did not continue, so that item's still open
            // content (a paragraph about to turn into definitions) counts for
            // tightness. Only the decision is taken early; ranges settle as
            // the blocks close in order.
            let matched = Int(openBlocks[lastMatchedDepth])
            if Self.isList(blocks[matched].kind) && !Self.canContain(blocks[matched].kind, kind) {
                decideTightness(matched)
            }
        }
        closeUnmatchedBlocks()
        while !Self.canContain(blocks[topIndex].kind, kind) { closeTop() }
        // (A table opens under its header line, the line before: not a start.)
        if !openedBlock && openBlocks.count == 1 && start >= lineStart { lineStartsTopLevelBlock = true }
        let index = appendClosedChild(kind, start: start, end: start, parent: topIndex)
        openBlocks.append(Int32(index))
        structureChanges += 1
        openedBlock = true
        return index
    }

    /// Adds a block that is complete already (a definition, a table row or
    /// cell) as the last child of `parent`, without opening it.
    @discardableResult
    mutating func appendClosedChild(_ kind: BlockRecordKind, start: Int, end: Int, parent: Int) -> Int {
        let index = blocks.count
        var record = BlockRecord(kind: kind, start: start, end: end)
        record.parent = Int32(parent)
        let last = blocks[parent].lastChild
        record.previousSibling = last
        if !kind.isDefinition {
            record.previousContentSibling = blocks[parent].lastContentChild
            blocks[parent].lastContentChild = Int32(index)
        }
        blocks.append(record)
        if last >= 0 {
            blocks[Int(last)].nextSibling = Int32(index)
        } else {
            blocks[parent].firstChild = Int32(index)
        }
        blocks[parent].lastChild = Int32(index)
        return index
    }

    /// Takes `index`, the last child of its parent, out of the tree.
    mutating func unlinkLastChild(_ index: Int) {
        let parent = Int(blocks[index].parent)
        let previous = blocks[index].previousSibling
        blocks[parent].lastChild = previous
        if previous >= 0 {
            blocks[Int(previous)].nextSibling = -1
        } else {
            blocks[parent].firstChild = -1
        }
        blocks[index].previousSibling = -1
        if blocks[parent].lastContentChild == Int32(index) {
            blocks[parent].lastContentChild = blocks[index].previousContentSibling
        }
    }

    /// Puts `index` back as the last child of its parent.
    mutating func relinkAsLastChild(_ index: Int) {
        let parent = Int(blocks[index].parent)
        let last = blocks[parent].lastChild
        blocks[index].previousSibling = last
        blocks[index].nextSibling = -1
        if last >= 0 {
            blocks[Int(last)].nextSibling = Int32(index)
        } else {
            blocks[parent].firstChild = Int32(index)
        }
        blocks[parent].lastChild = Int32(index)
        if !blocks[index].kind.isDefinition {
            blocks[index].previousContentSibling = blocks[parent].lastContentChild
            blocks[parent].lastContentChild = Int32(index)
        }
    }

    /// Records `lines` as the inline content of `block`.
    mutating func setContent<Lines: Sequence>(_ block: Int, lines: Lines) where Lines.Element == ByteRange {
        let first = contentLines.count
        for line in lines { contentLines.append(ContentLine(line)) }
        blocks[block].firstContentLine = Int32(first)
        blocks[block].contentLineCount = Int32(contentLines.count - first)
    }

    /// The inline content of `block` as text mapped to the source.
    func content(of block: Int) -> MappedText {
        var text = MappedText()
        let first = Int(blocks[block].firstContentLine)
        let lines = contentLines[first..<(first + Int(blocks[block].contentLineCount))]
        // Sized at once (the lines and the newlines joining them), not grown
        // line by line: every paragraph, heading and cell is read this way.
        var byteCount = max(0, lines.count - 1)
        for line in lines { byteCount += line.range.count }
        text.reserveCapacity(bytes: byteCount, pieces: lines.count)
        for line in lines {
            text.appendLine(bytes, line.range)
        }
        return text
    }

    /// The `literals` entry of a code or HTML block, made on first use.
    mutating func literalIndex(of block: Int) -> Int {
        if blocks[block].literalIndex < 0 {
            blocks[block].literalIndex = Int32(literals.count)
            literals.append(LiteralText())
        }
        return Int(blocks[block].literalIndex)
    }

    /// Closes the open blocks deeper than the last one this line continued.
    mutating func closeUnmatchedBlocks() {
        guard !closedUnmatched else { return }
        closedUnmatched = true
        while openBlocks.count - 1 > lastMatchedDepth { closeTop() }
    }

    /// Closes the innermost open block.
    mutating func closeTop() {
        let index = topIndex
        openBlocks.removeLast()
        structureChanges += 1
        blocks[index].isOpen = false
        finalize(index)
    }

    static func canContain(_ parent: BlockRecordKind, _ child: BlockRecordKind) -> Bool {
        switch parent {
        case .document, .blockQuote, .listItem:
            switch child {
            case .listItem, .tableRow, .tableCell: return false
            default: return true
            }
        case .list:
            if case .listItem = child { return true }
            return false
        default:
            return false
        }
    }
}
