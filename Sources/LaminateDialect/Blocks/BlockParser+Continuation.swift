/// Matching a line against the open blocks: each container's prefix (`>`,
/// list item indentation) is consumed in turn until one does not continue
/// (cmark's `check_open_blocks`).
extension BlockParser {
    /// Sets `lastMatchedDepth` and `allMatched`. Returns false when the line
    /// is finished already (it was a closing code fence).
    mutating func matchOpenBlocks() -> Bool {
        var depth = 1
        allMatched = true
        while depth < openBlocks.count {
            let index = Int(openBlocks[depth])
            findFirstNonspace()
            var matched = true
            switch blocks[index].kind {
            case .blockQuote:
                matched = continueBlockQuote(index)
            case .listItem(let marker):
                matched = continueListItem(index, marker)
            case .fencedCode(let fence):
                if closeFenceIfPresent(index, fence) {
                    lastMatchedDepth = depth - 1
                    return false
                }
                var remaining = fence.indentation
                while remaining > 0, offset < lineEnd, BlockStartScanner.isSpaceOrTab(bytes[offset]) {
                    advanceOffset(1, columns: true)
                    remaining -= 1
                }
            case .indentedCode:
                if indent >= 4 {
                    advanceOffset(4, columns: true)
                } else if isBlank {
                    advanceOffset(firstNonspace - offset, columns: false)
                } else {
                    matched = false
                }
            case .heading:
                matched = false
            case .htmlBlock(let kind):
                matched = kind.continuesOverBlankLines || !isBlank
            case .paragraph:
                matched = !isBlank
            case .table:
                matched = !isBlank && TableRowScanner.scanRow(bytes, start: firstNonspace, end: lineEnd) != nil
            default:
                matched = true
            }
            if !matched {
                allMatched = false
                break
            }
            depth += 1
        }
        lastMatchedDepth = depth - 1
        return true
    }

    private mutating func continueBlockQuote(_ index: Int) -> Bool {
        guard indent <= 3, peek(firstNonspace) == UInt8(ascii: ">") else { return false }
        let markerStart = firstNonspace
        advanceOffset(indent + 1, columns: true)
        var markerEnd = offset
        if offset < lineEnd, BlockStartScanner.isSpaceOrTab(bytes[offset]) {
            advanceOffset(1, columns: true)
            if !partiallyConsumedTab { markerEnd = offset }
        }
        addMarker(.blockQuoteMarker, markerStart, markerEnd, owner: index)
        blocks[index].end = max(blocks[index].end, markerEnd)
        return true
    }

    private mutating func continueListItem(_ index: Int, _ marker: ListMarkerData) -> Bool {
        if indent >= marker.markerOffset + marker.padding {
            advanceOffset(marker.markerOffset + marker.padding, columns: true)
            return true
        }
        if isBlank && blocks[index].lastContentChild >= 0 {
            advanceOffset(firstNonspace - offset, columns: false)
            return true
        }
        return false
    }

    /// Closes the fenced code block `index` if this line is its closing fence.
    private mutating func closeFenceIfPresent(_ index: Int, _ fence: FenceData) -> Bool {
        guard indent <= 3, peek(firstNonspace) == fence.character,
            let length = BlockStartScanner.scanClosingFence(
                bytes, at: firstNonspace, lineEnd: lineEnd,
                character: fence.character),
            length >= fence.length
        else { return false }
        addMarker(.codeFence, firstNonspace, firstNonspace + length, owner: index)
        blocks[index].end = firstNonspace + length
        // The fenced block is a leaf and every block around it matched, so it is the innermost open block.
        closeTop()
        return true
    }
}
