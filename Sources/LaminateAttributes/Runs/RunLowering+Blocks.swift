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
            needsSeparator = true
        case .heading(let level, _):
            pushBlock(.header(level: level))
            needsSeparator = true
        case .thematicBreak:
            pushBlock(.thematicBreak)
        case .codeBlock(let info):
            let hint = info.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            pushBlock(.codeBlock(languageHint: hint))
            needsSeparator = true
            languageIdentifier = hint
            emitLines(info.content, of: id, markerKind: .codeContent, adding: [])
            languageIdentifier = nil
            return false
        case .htmlBlock(let content):
            needsSeparator = true
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
            pushBlock(.tableCell(columnIndex: column))
            needsSeparator = true
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
    mutating func emitLines(_ content: String, of id: NodeID, markerKind: MarkerKind, adding extra: InlinePresentationIntent) {
        let lineMarkers = tree.markers(of: id).filter { $0.kind == markerKind }
        var lines = content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = content.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        let mapsLines = lineMarkers.count == lines.count
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            let text = line.replacingNUL() + (isLast && !endsWithNewline ? "" : "\n")
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
