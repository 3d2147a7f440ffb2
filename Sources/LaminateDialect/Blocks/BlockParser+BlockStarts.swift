/// Opening new blocks on a line after the open ones have been continued
/// (cmark's `open_new_blocks`, with cmark-gfm's table extension).
extension BlockParser {
    mutating func openNewBlocks() {
        var container = Int(openBlocks[lastMatchedDepth])
        var maybeLazy = blocks[topIndex].kind.isParagraph
        while true {
            switch blocks[container].kind {
            case .fencedCode, .indentedCode, .htmlBlock: return
            default: break
            }
            findFirstNonspace()
            let indented = indent >= 4
            let first = peek(firstNonspace)
            let containerIsParagraph = blocks[container].kind.isParagraph

            if !indented && first == UInt8(ascii: ">") {
                let markerStart = firstNonspace
                advanceOffset(firstNonspace + 1 - offset, columns: false)
                var markerEnd = offset
                if offset < lineEnd, BlockStartScanner.isSpaceOrTab(bytes[offset]) {
                    advanceOffset(1, columns: true)
                    if !partiallyConsumedTab { markerEnd = offset }
                }
                container = addChild(.blockQuote, start: markerStart)
                blocks[container].end = markerEnd
                addMarker(.blockQuoteMarker, markerStart, markerEnd, owner: container)
            } else if !indented, let heading = BlockStartScanner.scanATXHeadingStart(bytes, at: firstNonspace, lineEnd: lineEnd) {
                let markerStart = firstNonspace
                advanceOffset(firstNonspace + heading.length - offset, columns: false)
                container = addChild(.heading(level: Int8(heading.level), style: .atx), start: markerStart)
                openATXHeading(container, markerStart: markerStart, level: heading.level)
            } else if !indented, let length = BlockStartScanner.scanOpeningFence(bytes, at: firstNonspace, lineEnd: lineEnd) {
                let fenceStart = firstNonspace
                let fence = FenceData(character: bytes[fenceStart], length: length, indentation: firstNonspace - offset)
                container = addChild(.fencedCode(fence), start: fenceStart)
                openFencedCode(container, fence: fence, fenceStart: fenceStart)
            } else if !indented,
                // Kind 7 interrupts no paragraph, not even one this line may lazily continue.
                let kind = HTMLBlockKind.scanStart(
                    bytes, at: firstNonspace, lineEnd: lineEnd,
                    canInterruptParagraph: !containerIsParagraph && !maybeLazy)
            {
                container = addChild(.htmlBlock(kind), start: offset)
            } else if !indented && containerIsParagraph,
                let level = BlockStartScanner.scanSetextUnderline(bytes, at: firstNonspace, lineEnd: lineEnd)
            {
                convertToSetextHeading(container, level: level)
            } else if !indented && !(containerIsParagraph && !allMatched) && thematicBreakStarts() {
                let breakStart = firstNonspace
                container = addChild(.thematicBreak, start: breakStart)
                let breakEnd = trimmedEnd(breakStart, lineEnd)
                blocks[container].end = breakEnd
                addMarker(.thematicBreak, breakStart, breakEnd, owner: container)
                advanceToLineEnd()
            } else if (!indented || Self.isList(blocks[container].kind)) && indent < 4,
                let marker = BlockStartScanner.scanListMarker(
                    bytes, at: firstNonspace, lineEnd: lineEnd,
                    interruptsParagraph: containerIsParagraph)
            {
                container = openListItem(container, kind: marker.kind, length: marker.length)
            } else if indented && !maybeLazy && !isBlank {
                let codeStart = offset
                advanceOffset(4, columns: true)
                container = addChild(.indentedCode(contentLength: 0), start: codeStart)
            } else if !indented && containerIsParagraph, let table = openTableIfDelimiterRow(container) {
                container = table
            } else {
                return
            }

            switch blocks[container].kind {
            case .paragraph, .heading, .fencedCode, .indentedCode, .htmlBlock, .table: return
            default: break
            }
            maybeLazy = false
        }
    }

    static func isList(_ kind: BlockRecordKind) -> Bool {
        if case .list = kind { return true }
        return false
    }

    /// Whether a thematic break starts at the first non-space byte; failures
    /// are remembered so a line of many list markers is not rescanned.
    private mutating func thematicBreakStarts() -> Bool {
        guard thematicBreakKillPosition <= firstNonspace else { return false }
        switch BlockStartScanner.scanThematicBreak(bytes, at: firstNonspace, lineEnd: lineEnd) {
        case .found:
            return true
        case .notFound(let failedAt):
            thematicBreakKillPosition = failedAt
            return false
        }
    }

    private mutating func openATXHeading(_ heading: Int, markerStart: Int, level: Int) {
        addMarker(.headingMarker, markerStart, markerStart + level, owner: heading)
        let contentStart = offset
        let lineContentEnd = trimmedEnd(contentStart, lineEnd)
        var contentEnd = lineContentEnd
        var closing = lineContentEnd
        while closing > contentStart && bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
        if closing < lineContentEnd {
            if closing == contentStart {
                addMarker(.headingMarker, closing, lineContentEnd, owner: heading)
                contentEnd = contentStart
            } else if BlockStartScanner.isSpaceOrTab(bytes[closing - 1]) {
                addMarker(.headingMarker, closing, lineContentEnd, owner: heading)
                contentEnd = trimmedEnd(contentStart, closing)
            }
        }
        if contentEnd > contentStart {
            setContent(heading, lines: CollectionOfOne(ByteRange(contentStart, contentEnd)))
        }
        blocks[heading].end = max(markerStart + level, lineContentEnd)
        advanceToLineEnd()
    }

    private mutating func openFencedCode(_ code: Int, fence: FenceData, fenceStart: Int) {
        addMarker(.codeFence, fenceStart, fenceStart + fence.length, owner: code)
        let infoRange = TableRowScanner.trimmed(bytes, fenceStart + fence.length, lineEnd)
        if !infoRange.isEmpty {
            addMarker(.infoString, infoRange.start, infoRange.end, owner: code)
            literals[literalIndex(of: code)].info = InfoStringDecoder.decode(bytes, infoRange)
        }
        blocks[code].end = max(fenceStart + fence.length, infoRange.end)
        advanceToLineEnd()
    }

    private mutating func openListItem(_ container: Int, kind: ListInfo.Kind, length: Int) -> Int {
        let markerStart = firstNonspace
        let markerIndent = indent
        advanceOffset(firstNonspace + length - offset, columns: false)
        let savedPartial = partiallyConsumedTab
        let savedOffset = offset
        let savedColumn = column
        while column - savedColumn <= 5, offset < lineEnd, BlockStartScanner.isSpaceOrTab(bytes[offset]) {
            advanceOffset(1, columns: true)
        }
        let spaces = column - savedColumn
        let padding: Int
        if spaces >= 5 || spaces < 1 || offset >= lineEnd {
            // Content indented five or more is indented code, so the item's
            // content starts one space after the marker.
            padding = length + 1
            offset = savedOffset
            column = savedColumn
            partiallyConsumedTab = savedPartial
            if spaces > 0 { advanceOffset(1, columns: true) }
        } else {
            padding = length + spaces
        }
        let marker = ListMarkerData(kind: kind, markerOffset: markerIndent, padding: padding)
        var continuesList = false
        if case .list(let listMarker, _) = blocks[container].kind { continuesList = marker.continues(listMarker) }
        if !continuesList {
            addChild(.list(marker, isTight: true), start: markerStart)
        }
        let item = addChild(.listItem(marker), start: markerStart)
        blocks[item].end = markerStart + length
        addMarker(.listMarker, markerStart, markerStart + length, owner: item)
        return item
    }

    /// Turns the open paragraph into a setext heading, unless it holds only
    /// reference definitions (then the underline is paragraph text).
    private mutating func convertToSetextHeading(_ paragraph: Int, level: Int) {
        guard resolveDefinitionsOfOpenParagraph(paragraph) else { return }
        let underlineEnd = trimmedEnd(firstNonspace, lineEnd)
        blocks[paragraph].kind = .heading(level: Int8(level), style: .setext)
        setParagraphContent(paragraph)
        blocks[paragraph].end = underlineEnd
        paragraphLines.removeAll(keepingCapacity: true)
        addMarker(.headingMarker, firstNonspace, underlineEnd, owner: paragraph)
        advanceToLineEnd()
    }
}
