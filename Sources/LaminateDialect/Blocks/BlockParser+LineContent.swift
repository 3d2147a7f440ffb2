/// Adding what remains of a line, after all prefixes and block starts, to the
/// block it belongs to (cmark's `add_text_to_container`), including lazy
/// paragraph continuation and the blank-line bookkeeping for list tightness.
extension BlockParser {
    mutating func addLineToContainer() {
        findFirstNonspace()
        let container = openedBlock ? topIndex : Int(openBlocks[lastMatchedDepth])

        if isBlank, blocks[container].lastContentChild >= 0 {
            blocks[Int(blocks[container].lastContentChild)].lastLineBlank = true
        }
        blocks[container].lastLineBlank = isBlank && countsBlankLines(container)
        var ancestor = blocks[container].parent
        while ancestor >= 0 {
            blocks[Int(ancestor)].lastLineBlank = false
            ancestor = blocks[Int(ancestor)].parent
        }

        // A lazy continuation line: the prefixes did not all match, nothing
        // new started, and the innermost open block is a paragraph.
        if !openedBlock && lastMatchedDepth < openBlocks.count - 1 && !isBlank && blocks[topIndex].kind.isParagraph {
            addParagraphLine(topIndex)
            return
        }
        closeUnmatchedBlocks()

        switch blocks[container].kind {
        case .fencedCode:
            // The opening fence's line holds no content.
            if blocks[container].start < lineStart { addCodeLine(container, isFenced: true) }
        case .indentedCode:
            addCodeLine(container, isFenced: false)
        case .htmlBlock(let kind):
            addHTMLLine(container)
            if kind.lineContainsEnd(bytes, from: firstNonspace, lineEnd: lineEnd) { closeTop() }
        case _ where isBlank:
            break
        case .paragraph:
            addParagraphLine(container)
        case .heading:
            break
        case .table:
            if !appendBodyRow(container, start: firstNonspace) {
                closeTop()
                let paragraph = addChild(.paragraph, start: firstNonspace)
                addParagraphLine(paragraph)
            }
        default:
            let paragraph = addChild(.paragraph, start: firstNonspace)
            addParagraphLine(paragraph)
        }
    }

    /// Whether a blank line ending `container` counts as its last line being
    /// blank, for list tightness (cmark's exceptions). A table's header line
    /// counts as blank, as in cmark-gfm (which has consumed the line when it
    /// looks): a table without body rows followed by another block in a
    /// list item makes the list loose.
    private func countsBlankLines(_ container: Int) -> Bool {
        switch blocks[container].kind {
        case .blockQuote, .heading, .thematicBreak, .fencedCode:
            return false
        case .listItem:
            return !(blocks[container].lastContentChild < 0 && blocks[container].start >= lineStart)
        default:
            return true
        }
    }

    mutating func addParagraphLine(_ paragraph: Int) {
        if paragraphLines.isEmpty { blocks[paragraph].start = firstNonspace }
        paragraphLines.append(ByteRange(firstNonspace, lineEnd))
        blocks[paragraph].end = lineEnd
    }

    private mutating func addCodeLine(_ code: Int, isFenced: Bool) {
        appendLiteralLine()
        let contentEnd = trimmedEnd(offset, lineEnd)
        if contentEnd > offset {
            addMarker(.codeContent, offset, lineEnd, owner: code)
            if !isFenced {
                blocks[code].kind = .indentedCode(contentLength: Int32(literalLines.count))
            }
            blocks[code].end = lineEnd
        } else if isFenced {
            blocks[code].end = max(blocks[code].end, lineEnd)
        }
    }

    private mutating func addHTMLLine(_ html: Int) {
        appendLiteralLine()
        if lineEnd > offset { addMarker(.htmlContent, offset, lineEnd, owner: html) }
        blocks[html].end = max(blocks[html].end, lineEnd)
    }

    /// Appends the rest of the line, from `offset`, to a code or HTML block's
    /// literal: a partly consumed tab becomes the spaces it still stands for,
    /// NUL becomes U+FFFD, and the line ends in "\n".
    private mutating func appendLiteralLine() {
        var start = offset
        if partiallyConsumedTab {
            start += 1
            let spaces = 4 - (column % 4)
            for _ in 0..<spaces { literalLines.append(UInt8(ascii: " ")) }
        }
        if start < lineEnd {
            Self.appendReplacingNUL(bytes, start, lineEnd, to: &literalLines)
        }
        literalLines.append(UInt8(ascii: "\n"))
    }

    static func appendReplacingNUL(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to output: inout [UInt8]) {
        var runStart = start
        for index in start..<end where bytes[index] == 0 {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
    }
}
