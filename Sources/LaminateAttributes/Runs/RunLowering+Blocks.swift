import LaminateDialect

extension RunLowering {
    /// Enters a node; returns whether to visit its children.
    mutating func enter(_ id: NodeID) -> Bool {
        let node = tree[id]
        switch node.kind {
        case .document, .tableBody:
            return true
        case .blockQuote:
            pushBlock(.blockQuote)
        case .list(let info):
            // Items count from the list's written start; bullet items count
            // from 1 (automerge-swift's printout: `listItem 1`, `2`, `3` in
            // an unordered list).
            if case .ordered(let start, _) = info.kind {
                pushBlock(.orderedList)
                nextOrdinals.append(start)
            } else {
                pushBlock(.unorderedList)
                nextOrdinals.append(1)
            }
        case .listItem:
            let ordinal = nextOrdinals.last ?? 1
            if !nextOrdinals.isEmpty { nextOrdinals[nextOrdinals.count - 1] = ordinal &+ 1 }
            pushBlock(.listItem(ordinal: ordinal))
        case .paragraph:
            pushBlock(.paragraph)
            startLeafBlock()
        case .heading(let level, _):
            pushBlock(.header(level: level))
            startLeafBlock()
        case .thematicBreak:
            // Foundation gives a thematic break a run of its own (textual's
            // formatter renders `<hr />` from the run whose intent is
            // `thematicBreak`), but no public printout shows its characters:
            // a single `\n` is our pick, the character Apple's parser is seen
            // to end a line with (see `Laminate.docc/AttributeRuns.md`, what is unverified).
            pushBlock(.thematicBreak)
            startLeafBlock()
            emit("\n", source: node.range)
            return false
        case .codeBlock(let info):
            let hint = info.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            pushBlock(.codeBlock(languageHint: hint))
            startLeafBlock()
            languageIdentifier = hint
            emitLines(info.content, of: id, markerKind: .codeContent, adding: [])
            languageIdentifier = nil
            return false
        case .htmlBlock(let content):
            // No presentation intent of its own, only `blockHTML`; inside a
            // list item the item's intents (textual's BlockRunsTests).
            startLeafBlock()
            emitLines(content, of: id, markerKind: .htmlContent, adding: .blockHTML)
            return false
        case .linkReferenceDefinition, .attributeDefinition:
            return false
        case .table(let alignments):
            pushBlock(.table(columns: alignments.map { PresentationIntent.TableColumn(alignment: Self.columnAlignment($0)) }))
            nextRowIndices.append(1)
        case .tableHead:
            isInTableHead = true
        case .tableRow:
            if isInTableHead {
                pushBlock(.tableHeaderRow)
            } else {
                let row = nextRowIndices.last ?? 1
                if !nextRowIndices.isEmpty { nextRowIndices[nextRowIndices.count - 1] = row &+ 1 }
                pushBlock(.tableRow(rowIndex: row))
            }
            nextColumnIndices.append(0)
        case .tableCell:
            let column = nextColumnIndices.last ?? 0
            if !nextColumnIndices.isEmpty { nextColumnIndices[nextColumnIndices.count - 1] = column &+ 1 }
            // The cell is the leaf: no paragraph inside it (textual's
            // formatter reads a row's cells as its leaves).
            pushBlock(.tableCell(columnIndex: column))
            startLeafBlock()
        default:
            return enterInline(id)
        }
        return true
    }

    mutating func exit(_ id: NodeID) {
        switch tree[id].kind {
        case .document, .tableBody, .htmlBlock, .linkReferenceDefinition, .attributeDefinition:
            break
        case .list:
            popBlock()
            if !nextOrdinals.isEmpty { nextOrdinals.removeLast() }
        case .table:
            popBlock()
            if !nextRowIndices.isEmpty { nextRowIndices.removeLast() }
        case .tableHead:
            isInTableHead = false
        case .tableRow:
            popBlock()
            if !nextColumnIndices.isEmpty { nextColumnIndices.removeLast() }
        case .blockQuote, .listItem, .paragraph, .heading, .thematicBreak, .codeBlock, .tableCell:
            popBlock()
        default:
            exitInline(id)
        }
    }

    /// A code or HTML block's content, line by line, each line mapped to its
    /// marker when the block has one marker per line (else to the block).
    /// Every line ends with `\n`, the last one too, even at the end of a
    /// document without a final line ending: textual's tests print
    /// `"<p>This is another HTML block</p>\n"` for a document ending in
    /// `</p>`, and a code block's text ending in `}\n` (cmark, which Apple's
    /// parser builds on, ends every line it reads with one).
    mutating func emitLines(_ content: String, of id: NodeID, markerKind: MarkerKind, adding extra: InlinePresentationIntent) {
        guard !content.isEmpty else { return }
        let lineMarkers = tree.markers(of: id).filter { $0.kind == markerKind }
        var lines = content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if content.hasSuffix("\n") { lines.removeLast() }
        let mapsLines = lineMarkers.count == lines.count
        for (index, line) in lines.enumerated() {
            let text = line.replacingNUL() + "\n"
            let source = mapsLines ? lineMarkers[lineMarkers.startIndex + index].range : tree[id].range
            emit(text, source: source, adding: extra)
        }
    }

    static func columnAlignment(_ alignment: TableAlignment) -> PresentationIntent.TableColumn.Alignment {
        switch alignment {
        case .none, .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}
