/// Turning the finished block records into syntax tree nodes, in document
/// order, and running the inline parser on each leaf with inline content.
extension BlockParser {
    /// Emits the top-level blocks that start before `end` as the chunks
    /// `chunkStarts` divides them into, their inlines parsed with
    /// `definitions` (the whole document's, which may hold more than this
    /// parser found).
    mutating func emitChunks(source: [UInt8], definitions: any DefinitionLookup, end: Int) -> [TreeChunk] {
        var chunks: [TreeChunk] = []
        chunks.reserveCapacity(chunkStarts.count)
        emitChunks(source: source, definitions: definitions, end: end) { chunk, _ in chunks.append(chunk) }
        return chunks
    }

    /// Emits the chunks as `emitChunks(source:definitions:end:)` does, handing
    /// each to `take` with its index as soon as it is finished, so that a
    /// caller who needs one chunk at a time holds no more.
    /// From chunk `firstChunk` on (the caller has the ones before), and
    /// only while `stop`, asked before each chunk with its index, says no.
    mutating func emitChunks(source: [UInt8], definitions: any DefinitionLookup, end: Int, firstChunk: Int = 0,
                             stop: (Int) -> Bool = { _ in false }, take: (TreeChunk, Int) -> Void) {
        emitChunkBuilders(source: source, definitions: definitions, end: end, firstChunk: firstChunk, stop: stop) { builder, chunk in
            take(builder.finishChunk(start: chunk.start, length: chunk.length, definitions: chunk.definitions,
                                     referencedLabels: chunk.referencedLabels), chunk.index)
            if let next = chunk.nextLength {
                builder = SyntaxTreeBuilder(source: source)
                builder.expectedLength = next
            }
        }
    }

    /// One chunk's blocks and inlines, built: what `emitChunkBuilders` hands
    /// its caller with the builder that holds them (absolute offsets).
    struct BuiltChunk {
        var index: Int
        var start: Int
        var length: Int
        /// The next chunk's length, if there is one.
        var nextLength: Int?
        var definitions: [ChunkDefinition]
        var referencedLabels: Set<String>
    }

    /// Emits the chunks into builders, handing each builder to `finish` as
    /// soon as its chunk is built; `finish` leaves it ready for the next
    /// chunk, if there is one (emptied, or a new one of `nextLength`).
    /// `laminate html` renders from the builder and empties it, so no chunk
    /// is ever finished (made relative, copied, its markers sorted) and one
    /// builder's storage serves every chunk.
    ///
    /// Emission starts at chunk `firstChunk` (those before are passed over,
    /// their inlines not parsed) and ends before the first chunk for which
    /// `stop` says yes, if any.
    mutating func emitChunkBuilders(source: [UInt8], definitions: any DefinitionLookup, end: Int, firstChunk: Int = 0,
                                    stop: (Int) -> Bool = { _ in false },
                                    finish: (inout SyntaxTreeBuilder, BuiltChunk) -> Void) {
        let chunkStarts = chunkStarts
        func length(ofChunk index: Int) -> Int {
            (index + 1 < chunkStarts.count ? chunkStarts[index + 1] : end) - chunkStarts[index]
        }
        // The block markers grouped by their block (a counting sort), so that
        // each block's markers go in with its node and each chunk is finished
        // as soon as its blocks are emitted: only one chunk's builder (with
        // its room reserved for growth) is alive at a time.
        var markerStarts = [Int32](repeating: 0, count: blocks.count + 1)
        for marker in markers { markerStarts[Int(marker.owner) + 1] += 1 }
        for index in 1..<markerStarts.count { markerStarts[index] += markerStarts[index - 1] }
        var markersByBlock = [Int32](repeating: 0, count: markers.count)
        do {
            var nextSlot = markerStarts
            for (index, marker) in markers.enumerated() {
                markersByBlock[Int(nextSlot[Int(marker.owner)])] = Int32(index)
                nextSlot[Int(marker.owner)] += 1
            }
        }
        let blockMarkers = BlockMarkers(markers: markers, starts: markerStarts, order: markersByBlock)

        var chunk = firstChunk
        guard chunk < chunkStarts.count, !stop(chunk) else { return }
        var builder = SyntaxTreeBuilder(source: source)
        builder.expectedLength = length(ofChunk: chunk)
        var chunkDefinitions: [ChunkDefinition] = []
        var inlineParser = InlineParser(definitions: definitions)
        var nodeOfBlock = [Int32](repeating: -1, count: blocks.count)

        func finishCurrent() {
            let next = chunk + 1 < chunkStarts.count ? length(ofChunk: chunk + 1) : nil
            finish(&builder, BuiltChunk(index: chunk, start: chunkStarts[chunk], length: length(ofChunk: chunk),
                                        nextLength: next, definitions: chunkDefinitions,
                                        referencedLabels: inlineParser.takeReferencedLabels()))
            chunkDefinitions = []
        }
        var top = Int(blocks[0].firstChild)
        // The blocks of the chunks passed over.
        while top >= 0, blocks[top].start < chunkStarts[chunk] { top = Int(blocks[top].nextSibling) }
        while top >= 0, blocks[top].start < end {
            while chunk + 1 < chunkStarts.count, chunkStarts[chunk + 1] <= blocks[top].start {
                finishCurrent()
                chunk += 1
                if stop(chunk) { return }
            }
            emitSubtree(top, into: &builder, inlineParser: &inlineParser, nodeOfBlock: &nodeOfBlock,
                        blockMarkers: blockMarkers, definitions: &chunkDefinitions)
            top = Int(blocks[top].nextSibling)
        }
        // Every chunk gets its tree, also those past the last block emitted.
        while true {
            finishCurrent()
            guard chunk + 1 < chunkStarts.count else { break }
            chunk += 1
            if stop(chunk) { return }
        }
    }

    /// Emits the top-level block `top` and everything under it, in document
    /// order, running the inline parser on each leaf with inline content.
    private func emitSubtree(_ top: Int, into builder: inout SyntaxTreeBuilder, inlineParser: inout InlineParser,
                             nodeOfBlock: inout [Int32], blockMarkers: BlockMarkers,
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
            for slot in Int(blockMarkers.starts[current])..<Int(blockMarkers.starts[current + 1]) {
                let marker = blockMarkers.markers[Int(blockMarkers.order[slot])]
                builder.addMarker(marker.kind, marker.range, owner: node)
            }
            switch record.kind {
            case .paragraph, .heading:
                inlineParser.parse(content(of: current), into: &builder, parent: node)
            case .tableCell:
                let text = content(of: current)
                inlineParser.parse(text, into: &builder, parent: node)
                if text.bytes.contains(UInt8(ascii: "|")) { unescapePipesInLiterals(after: node, in: &builder) }
            case .definition(let index):
                let scanned = scannedDefinitions[Int(index)]
                definitions.append(ChunkDefinition(label: scanned.normalizedLabel, definition: Self.definition(of: scanned)))
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
            switch builder.kind(at: index) {
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
        case .heading(let level, let style): return .heading(level: Int(level), style: style)
        case .thematicBreak: return .thematicBreak
        case .fencedCode:
            let literal = literals[Int(record.literalIndex)]
            return .codeBlock(CodeBlockInfo(isFenced: true, info: literal.info, content: literal.content))
        case .indentedCode:
            return .codeBlock(CodeBlockInfo(isFenced: false, info: "", content: literals[Int(record.literalIndex)].content))
        case .htmlBlock:
            return .htmlBlock(content: literals[Int(record.literalIndex)].content)
        case .definition(let index):
            let definition = scannedDefinitions[Int(index)]
            switch definition.kind {
            case .link(let destination, let title):
                return .linkReferenceDefinition(LinkReferenceInfo(normalizedLabel: definition.normalizedLabel,
                                                                  destination: destination, title: title))
            case .attributes(let attributes):
                return .attributeDefinition(AttributeDefinitionInfo(normalizedLabel: definition.normalizedLabel,
                                                                    attributes: attributes))
            }
        case .table(let index): return .table(alignments: tables[Int(index)].alignments)
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

/// The block phase's markers, grouped by the block that owns them:
/// `markers[order[starts[b] ..< starts[b + 1]]]` are block `b`'s.
private struct BlockMarkers {
    let markers: [BlockParser.PendingMarker]
    let starts: [Int32]
    let order: [Int32]
}
