/// Turning the finished block records into syntax tree nodes, in document
/// order, and running the inline parser on each leaf with inline content.
extension BlockParser {
    /// Emits the top-level blocks that start before `end` as the chunks
    /// `chunkStarts` divides them into, their inlines parsed with
    /// `definitions` (the whole document's, which may hold more than this
    /// parser found).
    mutating func emitChunks(source: [UInt8], definitions: any DefinitionLookup, end: Int) -> [TreeChunk] {
        let chunkStarts = chunkStarts
        func length(ofChunk index: Int) -> Int {
            (index + 1 < chunkStarts.count ? chunkStarts[index + 1] : end) - chunkStarts[index]
        }
        var builders: [SyntaxTreeBuilder] = []
        var chunkDefinitions: [[ChunkDefinition]] = []
        var referencedLabels: [Set<String>] = []
        for index in chunkStarts.indices {
            var builder = SyntaxTreeBuilder(source: source)
            builder.expectedLength = length(ofChunk: index)
            builders.append(builder)
            chunkDefinitions.append([])
            referencedLabels.append([])
        }
        var inlineParser = InlineParser(definitions: definitions)
        var nodeOfBlock = [Int32](repeating: -1, count: blocks.count)
        var chunkOfBlock = [Int32](repeating: -1, count: blocks.count)

        var chunk = 0
        var top = Int(blocks[0].firstChild)
        while top >= 0, blocks[top].start < end {
            while chunk + 1 < chunkStarts.count, chunkStarts[chunk + 1] <= blocks[top].start {
                referencedLabels[chunk] = inlineParser.takeReferencedLabels()
                chunk += 1
            }
            emitSubtree(top, into: &builders[chunk], chunk: chunk, inlineParser: &inlineParser,
                        nodeOfBlock: &nodeOfBlock, chunkOfBlock: &chunkOfBlock, definitions: &chunkDefinitions[chunk])
            top = Int(blocks[top].nextSibling)
        }
        referencedLabels[chunk] = inlineParser.takeReferencedLabels()

        for marker in markers {
            let owner = nodeOfBlock[Int(marker.owner)]
            // Markers of blocks that were dropped (an emptied paragraph) or
            // lie past `end` have no node.
            guard owner >= 0 else { continue }
            builders[Int(chunkOfBlock[Int(marker.owner)])].addMarker(marker.kind, marker.range, owner: NodeID(Int(owner)))
        }

        var chunks: [TreeChunk] = []
        chunks.reserveCapacity(builders.count)
        for index in builders.indices.reversed() {
            let builder = builders.removeLast()
            chunks.append(builder.finishChunk(start: chunkStarts[index], length: length(ofChunk: index),
                                              definitions: chunkDefinitions[index],
                                              referencedLabels: referencedLabels[index]))
        }
        chunks.reverse()
        return chunks
    }

    /// Emits the top-level block `top` and everything under it, in document
    /// order, running the inline parser on each leaf with inline content.
    private func emitSubtree(_ top: Int, into builder: inout SyntaxTreeBuilder, chunk: Int, inlineParser: inout InlineParser,
                             nodeOfBlock: inout [Int32], chunkOfBlock: inout [Int32],
                             definitions: inout [ChunkDefinition]) {
        nodeOfBlock[0] = builder.root.index
        // Tables get their `tableBody` node when their first body row is emitted.
        var bodyOfTable: [Int: NodeID] = [:]

        // A preorder walk without recursion: down to the first child, else on
        // to the next sibling of the nearest ancestor under `top` that has one.
        var current = top
        while current >= 0 {
            let record = blocks[current]
            var parentNode = NodeID(Int(nodeOfBlock[Int(record.parent)]))
            if case .tableRow(let isHeader) = record.kind {
                let table = Int(record.parent)
                if isHeader {
                    parentNode = builder.appendChild(.tableHead, range: ByteRange(record.start, record.end), to: parentNode)
                } else if let body = bodyOfTable[table] {
                    parentNode = body
                } else {
                    let body = builder.appendChild(.tableBody, range: ByteRange(record.start, max(record.start, blocks[table].end)),
                                                   to: parentNode)
                    bodyOfTable[table] = body
                    parentNode = body
                }
            }
            let kind = nodeKind(of: record)
            let node = builder.appendChild(kind, range: ByteRange(record.start, max(record.start, record.end)), to: parentNode)
            nodeOfBlock[current] = node.index
            chunkOfBlock[current] = Int32(chunk)
            switch record.kind {
            case .paragraph, .heading:
                inlineParser.parse(content(of: current), into: &builder, parent: node)
            case .tableCell:
                let text = content(of: current)
                inlineParser.parse(text, into: &builder, parent: node)
                if text.bytes.contains(UInt8(ascii: "|")) { unescapePipesInLiterals(after: node, in: &builder) }
            case .definition(let index):
                definitions.append(ChunkDefinition(label: scannedDefinitions[index].normalizedLabel,
                                                   definition: Self.definition(of: scannedDefinitions[index])))
            default:
                break
            }

            if record.firstChild >= 0 {
                current = Int(record.firstChild)
                continue
            }
            var ancestor = current
            current = -1
            while ancestor != top {
                let next = blocks[ancestor].nextSibling
                if next >= 0 {
                    current = Int(next)
                    break
                }
                ancestor = Int(blocks[ancestor].parent)
            }
        }
    }

    static func definition(of scanned: ScannedDefinition) -> ReferenceDefinitions.Definition {
        switch scanned.kind {
        case .link(let destination, let title): .link(destination: destination, title: title)
        case .attributes(let attributes): .attributes(attributes)
        }
    }

    /// cmark-gfm removes the backslash of `\\|` in a cell before inline
    /// parsing. Keeping it lets the inline parser read an escaped pipe, which
    /// renders the same, except in literal inlines (code spans, raw HTML):
    /// those are fixed here. The cell's inline nodes are the ones appended
    /// after it.
    private func unescapePipesInLiterals(after cell: NodeID, in builder: inout SyntaxTreeBuilder) {
        for index in (Int(cell.index) + 1)..<builder.nodes.count {
            switch builder.nodes[index].kind {
            case .codeSpan(let content) where content.contains("\\|"):
                builder.setKind(.codeSpan(content: content.replacingEscapedPipes()), of: NodeID(index))
            case .inlineHTML(let content) where content.contains("\\|"):
                builder.setKind(.inlineHTML(content: content.replacingEscapedPipes()), of: NodeID(index))
            default:
                break
            }
        }
    }

    private func nodeKind(of record: BlockRecord) -> NodeKind {
        switch record.kind {
        case .document: return .document
        case .blockQuote: return .blockQuote
        case .list(let marker, let isTight): return .list(ListInfo(kind: marker.kind, isTight: isTight))
        case .listItem: return .listItem
        case .paragraph: return .paragraph
        case .heading(let level, let style): return .heading(level: level, style: style)
        case .thematicBreak: return .thematicBreak
        case .fencedCode:
            let literal = literals[Int(record.literalIndex)]
            return .codeBlock(CodeBlockInfo(isFenced: true, info: literal.info, content: literal.content))
        case .indentedCode:
            return .codeBlock(CodeBlockInfo(isFenced: false, info: "", content: literals[Int(record.literalIndex)].content))
        case .htmlBlock:
            return .htmlBlock(content: literals[Int(record.literalIndex)].content)
        case .definition(let index):
            let definition = scannedDefinitions[index]
            switch definition.kind {
            case .link(let destination, let title):
                return .linkReferenceDefinition(LinkReferenceInfo(normalizedLabel: definition.normalizedLabel,
                                                                  destination: destination, title: title))
            case .attributes(let attributes):
                return .attributeDefinition(AttributeDefinitionInfo(normalizedLabel: definition.normalizedLabel,
                                                                    attributes: attributes))
            }
        case .table(let index): return .table(alignments: tables[index].alignments)
        case .tableRow: return .tableRow
        case .tableCell(let alignment, let isHeader): return .tableCell(alignment: alignment, isHeader: isHeader)
        }
    }
}

extension String {
    /// `\\|` becomes `|`.
    fileprivate func replacingEscapedPipes() -> String {
        var output: [UInt8] = []
        let bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
