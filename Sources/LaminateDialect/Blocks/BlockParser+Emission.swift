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
    mutating func emitChunks(
        source: [UInt8], definitions: any DefinitionLookup, end: Int, firstChunk: Int = 0,
        stop: (Int) -> Bool = { _ in false }, take: (TreeChunk, Int) -> Void
    ) {
        emitChunkBuilders(source: source, definitions: definitions, end: end, firstChunk: firstChunk, stop: stop) { builder, chunk in
            take(
                builder.finishChunk(
                    start: chunk.start, length: chunk.length, definitions: chunk.definitions,
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
    mutating func emitChunkBuilders(
        source: [UInt8], definitions: any DefinitionLookup, end: Int, firstChunk: Int = 0,
        stop: (Int) -> Bool = { _ in false },
        finish: (inout SyntaxTreeBuilder, BuiltChunk) -> Void
    ) {
        let chunkStarts = chunkStarts
        func length(ofChunk index: Int) -> Int {
            (index + 1 < chunkStarts.count ? chunkStarts[index + 1] : end) - chunkStarts[index]
        }
        // Each block's markers go in with its node, so that each chunk is
        // finished as soon as its blocks are emitted: only one chunk's
        // builder (with its room reserved for growth) is alive at a time.
        sortMarkersByOwner()
        var blockMarkers = BlockMarkers(markers: markers)

        var chunk = firstChunk
        guard chunk < chunkStarts.count, !stop(chunk) else { return }
        var builder = SyntaxTreeBuilder(source: source)
        builder.expectedLength = length(ofChunk: chunk)
        var chunkDefinitions: [ChunkDefinition] = []
        var inlineParser = InlineParser(definitions: definitions)
        var ancestorNodes: [NodeID] = []

        func finishCurrent() {
            let next = chunk + 1 < chunkStarts.count ? length(ofChunk: chunk + 1) : nil
            finish(
                &builder,
                BuiltChunk(
                    index: chunk, start: chunkStarts[chunk], length: length(ofChunk: chunk),
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
            emitSubtree(
                top, into: &builder, inlineParser: &inlineParser, ancestorNodes: &ancestorNodes,
                blockMarkers: &blockMarkers, definitions: &chunkDefinitions)
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

    /// Sorts `markers` by the block that owns them, each block's in the
    /// order they were found (the standard library's sort is stable). In
    /// place, so that no index by block outlives the sort, and its buffer
    /// (half the markers at most) is all the room it takes beside them.
    private mutating func sortMarkersByOwner() {
        markers.sort { $0.owner < $1.owner }
    }

    /// Emits the top-level block `top` and everything under it, in document
    /// order, running the inline parser on each leaf with inline content.
    /// `ancestorNodes` is room for the walk's path (empty before and after).
    private func emitSubtree(
        _ top: Int, into builder: inout SyntaxTreeBuilder, inlineParser: inout InlineParser,
        ancestorNodes: inout [NodeID], blockMarkers: inout BlockMarkers,
        definitions: inout [ChunkDefinition]
    ) {
        // The nodes of the blocks from the document down to the parent of
        // `current`: a block's parent is the only block whose node it needs.
        ancestorNodes.append(builder.root)
        defer { ancestorNodes.removeAll(keepingCapacity: true) }
        // Tables get their `tableBody` node when their first body row is emitted.
        var bodyOfTable: [Int: NodeID] = [:]

        // A preorder walk without recursion: down to the first child, else on
        // to the next sibling of the nearest ancestor under `top` that has one.
        var current = top
        while current >= 0 {
            let record = blocks[current]
            var parentNode = ancestorNodes[ancestorNodes.count - 1]
            if case .tableRow(let isHeader) = record.kind {
                let table = Int(record.parent)
                if isHeader {
                    parentNode = builder.appendChild(.tableHead, range: ByteRange(record.start, record.end), to: parentNode)
                } else if let body = bodyOfTable[table] {
                    parentNode = body
                } else {
                    let body = builder.appendChild(
                        .tableBody, range: ByteRange(record.start, max(record.start, blocks[table].end)),
                        to: parentNode)
                    bodyOfTable[table] = body
                    parentNode = body
                }
            }
            let kind = nodeKind(of: record)
            let node = builder.appendChild(kind, range: ByteRange(record.start, max(record.start, record.end)), to: parentNode)
            for slot in blockMarkers.slots(ofBlock: current) {
                let marker = blockMarkers.markers[slot]
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
                ancestorNodes.append(node)
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
                ancestorNodes.removeLast()
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
                return .linkReferenceDefinition(
                    LinkReferenceInfo(
                        normalizedLabel: definition.normalizedLabel,
                        destination: destination, title: title))
            case .attributes(let attributes):
                return .attributeDefinition(
                    AttributeDefinitionInfo(
                        normalizedLabel: definition.normalizedLabel,
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

/// The block phase's markers sorted by owner, and where emission has got
/// to in them. Blocks are emitted in increasing record index (records are
/// appended as blocks open, and a block opens after its parent and earlier
/// siblings), so each block's markers are found by going on from the last
/// block's, passing over those of blocks not emitted (chunks passed over,
/// a paragraph that was all definitions). The exception: definitions taken
/// out of a paragraph are appended after it and put before it in the tree,
/// so the paragraph comes after records of higher index; its markers are
/// then searched for behind.
private struct BlockMarkers {
    let markers: [BlockParser.PendingMarker]
    /// Where the markers of the blocks after the last one asked for start.
    private var cursor = 0

    init(markers: [BlockParser.PendingMarker]) {
        self.markers = markers
    }

    /// The slots of block `block`'s markers, in the order they were found.
    mutating func slots(ofBlock block: Int) -> Range<Int> {
        let owner = Int32(block)
        var start = cursor
        if start > 0, markers[start - 1].owner >= owner {
            // Behind: the first slot whose owner is not less than `owner`.
            var low = 0
            while low < start {
                let middle = (low + start) / 2
                if markers[middle].owner < owner { low = middle + 1 } else { start = middle }
            }
        } else {
            while start < markers.count, markers[start].owner < owner { start += 1 }
        }
        var end = start
        while end < markers.count, markers[end].owner == owner { end += 1 }
        cursor = end
        return start..<end
    }
}
