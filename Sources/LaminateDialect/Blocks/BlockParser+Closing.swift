/// What happens when a block closes (cmark's `finalize`): paragraphs give up
/// their leading reference definitions, lists learn whether they are tight,
/// containers settle their ranges.
extension BlockParser {
    mutating func finalize(_ index: Int) {
        switch blocks[index].kind {
        case .paragraph:
            finalizeParagraph(index)
        case .list:
            finalizeList(index)
        case .listItem, .blockQuote:
            let last = blocks[index].lastChild
            if last >= 0 { blocks[index].end = max(blocks[index].end, blocks[Int(last)].end) }
            let lastContent = blocks[index].lastContentChild
            if lastContent >= 0, case .listItem = blocks[index].kind {
                blocks[index].lastChildEndsWithBlank = blocks[Int(lastContent)].endsWithBlankLine
            }
        case .indentedCode(let contentLength):
            literals[literalIndex(of: index)].content = String(decoding: literalLines[..<Int(contentLength)], as: UTF8.self)
            literalLines.removeAll(keepingCapacity: true)
        case .fencedCode:
            literals[literalIndex(of: index)].content = String(decoding: literalLines, as: UTF8.self)
            literalLines.removeAll(keepingCapacity: true)
        case .htmlBlock:
            // The node's content joins the lines by "\n", with none after the last.
            literals[literalIndex(of: index)].content = String(decoding: literalLines.dropLast(), as: UTF8.self)
            literalLines.removeAll(keepingCapacity: true)
        default:
            break
        }
    }

    private mutating func finalizeList(_ list: Int) {
        if !blocks[list].isTightnessDecided { decideTightness(list) }
        let last = blocks[list].lastChild
        if last >= 0 {
            blocks[list].end = max(blocks[list].end, blocks[Int(last)].end)
            blocks[list].lastChildEndsWithBlank = blocks[Int(last)].endsWithBlankLine
        }
    }

    /// A list is loose if an item other than the last ends with a blank
    /// line, or if an item's blocks (other than its last, unless another item
    /// follows) end with one (cmark's rule, on the blocks linked now).
    mutating func decideTightness(_ list: Int) {
        var isTight = true
        var item = blocks[list].firstChild
        scan: while item >= 0 {
            let itemRecord = blocks[Int(item)]
            if itemRecord.lastLineBlank && itemRecord.nextSibling >= 0 {
                isTight = false
                break
            }
            var child = itemRecord.firstChild
            while child >= 0 {
                let childRecord = blocks[Int(child)]
                let hasNext = child != itemRecord.lastContentChild
                if !childRecord.kind.isDefinition && (itemRecord.nextSibling >= 0 || hasNext)
                    && endsWithBlankLine(Int(child))
                {
                    isTight = false
                    break scan
                }
                child = childRecord.nextSibling
            }
            item = itemRecord.nextSibling
        }
        if case .list(let marker, _) = blocks[list].kind {
            blocks[list].kind = .list(marker, isTight: isTight)
        }
        blocks[list].isTightnessDecided = true
    }

    /// Whether `block`, or its last child followed down through lists and
    /// items, ended with a blank line: cached for closed blocks, walked for
    /// open ones (only when tightness is decided early, over blocks that
    /// close on the same line, so the walk stays linear overall).
    private func endsWithBlankLine(_ block: Int) -> Bool {
        var current = block
        while current >= 0 {
            let record = blocks[current]
            if record.lastLineBlank { return true }
            switch record.kind {
            case .list, .listItem:
                if !record.isOpen { return record.lastChildEndsWithBlank }
                current = Int(record.lastContentChild)
            default:
                return false
            }
        }
        return false
    }

    private mutating func finalizeParagraph(_ paragraph: Int) {
        guard resolveDefinitionsOfOpenParagraph(paragraph) else {
            paragraphLines.removeAll(keepingCapacity: true)
            unlinkLastChild(paragraph)
            return
        }
        setParagraphContent(paragraph)
        if let last = paragraphLines.last { blocks[paragraph].end = trimmedEnd(last.start, last.end) }
        paragraphLines.removeAll(keepingCapacity: true)
    }

    /// Records the open paragraph's lines as the content of `block`, the last
    /// line without its trailing spaces and tabs.
    mutating func setParagraphContent(_ block: Int) {
        guard let last = paragraphLines.last else { return }
        setContent(block, lines: paragraphLines.dropLast())
        contentLines.append(ContentLine(ByteRange(last.start, trimmedEnd(last.start, last.end))))
        blocks[block].contentLineCount += 1
    }

    /// The open paragraph's lines as inline content; the last line loses its
    /// trailing spaces and tabs.
    func makeParagraphText() -> MappedText {
        var text = MappedText()
        for (number, line) in paragraphLines.enumerated() {
            if number == paragraphLines.count - 1 {
                text.appendLine(bytes, ByteRange(line.start, trimmedEnd(line.start, line.end)))
            } else {
                text.appendLine(bytes, line)
            }
        }
        return text
    }

    /// Takes the reference definitions that start the open paragraph out of
    /// it, records them and puts them in the tree before it. Returns whether
    /// any paragraph content is left.
    mutating func resolveDefinitionsOfOpenParagraph(_ paragraph: Int) -> Bool {
        guard let firstLine = paragraphLines.first, firstLine.start < firstLine.end else {
            return !paragraphLines.isEmpty
        }
        let first = bytes[firstLine.start]
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "^") else { return true }
        let text = makeParagraphText()
        let scanned = ReferenceDefinitionScanner.scan(text)
        guard let lastDefinition = scanned.last else { return true }

        let parent = Int(blocks[paragraph].parent)
        unlinkLastChild(paragraph)
        for definition in scanned {
            switch definition.kind {
            case .link(let destination, let title):
                definitions.define(definition.normalizedLabel, as: .link(destination: destination, title: title))
            case .attributes(let attributes):
                definitions.define(definition.normalizedLabel, as: .attributes(attributes))
            }
            // Kept without its markers: they go to the tree's markers below,
            // and thousands of definitions would each keep a small array.
            var kept = definition
            kept.markers = []
            scannedDefinitions.append(kept)
            let record = appendClosedChild(
                .definition(index: Int32(scannedDefinitions.count - 1)), start: definition.range.start,
                end: definition.range.end, parent: parent)
            for (kind, range) in definition.markers {
                markers.append(PendingMarker(kind: kind, range: range, owner: Int32(record)))
            }
        }
        // Keep only the lines after the last definition.
        let remainingStart = lastDefinition.contentEnd
        if remainingStart >= text.bytes.count {
            paragraphLines.removeAll(keepingCapacity: true)
        } else {
            let firstRemaining = text.pieceIndex(at: remainingStart)
            paragraphLines.removeFirst(firstRemaining)
            if let line = paragraphLines.first { blocks[paragraph].start = line.start }
        }
        relinkAsLastChild(paragraph)
        return !paragraphLines.isEmpty
    }
}
