/// Renders a syntax tree to HTML exactly as the CommonMark reference renderer
/// (`cmark --unsafe`, with GFM's table and strikethrough output) does, so that
/// conformance can be checked and users can preview.
///
/// The walk is iterative (the same order as `SyntaxTree.walk`, written out in
/// `HTMLRenderState.renderAll` so that no closure is called per node); blocks
/// are rendered in `HTMLRenderer+Blocks.swift`, inlines in
/// `HTMLRenderer+Inlines.swift`.
public struct HTMLRenderer: Sendable {
    /// Returns the opening tag for an attribute span, e.g.
    /// `<span data-ingredient="3" style="color: green">`. The dialect knows no
    /// attribute catalog, so the attributes layer supplies the real one; the
    /// default puts the raw attribute text in one `data-attributes` attribute.
    public typealias AttributeSpanTag = @Sendable (_ attributes: MappedText) -> String

    /// How span tags are written: the default one straight into the output,
    /// a supplied one through its closure (a `String` per span).
    enum SpanTagWriter: Sendable {
        case rawAttributes
        case custom(AttributeSpanTag)
    }

    var spanTagWriter: SpanTagWriter

    public var attributeSpanTag: AttributeSpanTag {
        get {
            switch spanTagWriter {
            case .rawAttributes: return HTMLRenderer.defaultAttributeSpanTag
            case .custom(let tag): return tag
            }
        }
        set { spanTagWriter = .custom(newValue) }
    }

    /// A renderer whose spans carry their raw attribute text (`defaultAttributeSpanTag`).
    public init() {
        spanTagWriter = .rawAttributes
    }

    public init(attributeSpanTag: @escaping AttributeSpanTag) {
        spanTagWriter = .custom(attributeSpanTag)
    }

    public static let defaultAttributeSpanTag: AttributeSpanTag = { attributes in
        var tag: [UInt8] = []
        appendRawAttributesTag(attributes, to: &tag)
        return String(decoding: tag, as: UTF8.self)
    }

    /// `<span data-attributes="…">` with the attribute text escaped.
    static func appendRawAttributesTag<Sink: HTMLByteSink & ~Copyable>(_ attributes: MappedText, to output: inout Sink) {
        output.appendLiteral("<span data-attributes=\"")
        attributes.bytes.withUnsafeBufferPointer { HTMLEscaping.appendEscaped($0, to: &output) }
        output.appendLiteral("\">")
    }

    public func render(_ tree: SyntaxTree) -> String {
        var state = HTMLRenderState<StoredNode>(
            attributeDefinitions: .tree(tree), renderer: self,
            capacity: tree.source.count &+ tree.source.count / 2)
        renderChunks(tree, state: &state) { _ in }
        return state.output.makeString()
    }

    /// Renders `tree`, handing the HTML to `write` in pieces of about
    /// `pieceSize` bytes (the last one smaller) as it goes, so that the whole
    /// output is never held: how `laminate html` writes a large document
    /// with little memory. The pieces are valid only during the call.
    public func render(_ tree: SyntaxTree, pieceSize: Int = 1 << 20, write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var state = HTMLRenderState<StoredNode>(attributeDefinitions: .tree(tree), renderer: self, capacity: pieceSize &+ pieceSize / 4)
        renderChunks(tree, state: &state) { output in
            if output.count >= pieceSize { output.drain(into: write) }
        }
        state.output.drain(into: write)
    }

    /// Parses `source` and renders it as `render(_:pieceSize:write:)` renders
    /// its tree, the same bytes, but one chunk at a time: each chunk's inlines
    /// are parsed, rendered and dropped before the next, so the whole tree is
    /// never held (how `laminate html` renders a large document in little
    /// memory). The block phase still reads the whole text first: inlines
    /// need every reference definition, wherever it is.
    public func renderParsing(_ source: [UInt8], pieceSize: Int = 1 << 20, write: (UnsafeBufferPointer<UInt8>) -> Void) {
        renderParsing(source, chunkSize: BlockParser.defaultChunkSize, pieceSize: pieceSize, write: write)
    }

    /// `renderParsing(_:pieceSize:write:)` with chunks of at least
    /// `chunkSize` bytes (tests use tiny ones; the HTML is the same).
    func renderParsing(_ source: [UInt8], chunkSize: Int, pieceSize: Int, write: (UnsafeBufferPointer<UInt8>) -> Void) {
        source.withUnsafeBufferPointer { bytes in
            var parser = BlockParser(bytes: bytes)
            parser.chunkSize = max(1, chunkSize)
            parser.parseLines()
            let definitions = parser.definitions
            var state = HTMLRenderState<BuilderNode>(
                attributeDefinitions: .parsed(definitions), renderer: self,
                capacity: pieceSize &+ pieceSize / 4)
            // Rendered from the builder, whose offsets are absolute (so the
            // whole source is what they index), then emptied for the next.
            parser.emitChunkBuilders(source: source, definitions: definitions, end: bytes.count) { builder, chunk in
                builder.nodes.withUnsafeBufferPointer { nodes in
                    builder.payloads.withUnsafeBufferPointer { payloads in
                        render(nodes: nodes, payloads: payloads, source: bytes, chunkStart: 0, state: &state)
                    }
                }
                if state.output.count >= pieceSize { state.output.drain(into: write) }
                if let next = chunk.nextLength { builder.removeAll(expectedLength: next) }
            }
            state.output.drain(into: write)
        }
    }

    /// Renders chunk by chunk: each one's nodes in place, its ranges relative
    /// to its start, so its slice of the source is what they index. After
    /// each chunk, `afterChunk` may take the output so far.
    private func renderChunks(
        _ tree: SyntaxTree, state: inout HTMLRenderState<StoredNode>,
        afterChunk: (inout HTMLOutput) -> Void
    ) {
        tree.source.withUnsafeBufferPointer { source in
            for (index, chunk) in tree.chunks.enumerated() {
                renderChunk(chunk, start: tree.chunkStarts[index], source: source, state: &state)
                afterChunk(&state.output)
            }
        }
    }

    /// Renders one chunk, which starts at `start` of `source`: its nodes in
    /// place, its ranges relative to its start, so its slice of the source
    /// is what they index.
    private func renderChunk(
        _ chunk: TreeChunk, start: Int, source: UnsafeBufferPointer<UInt8>,
        state: inout HTMLRenderState<StoredNode>
    ) {
        chunk.nodes.withUnsafeBufferPointer { nodes in
            chunk.payloads.withUnsafeBufferPointer { payloads in
                chunk.markers.withUnsafeBufferPointer { markers in
                    chunk.markerStarts.withUnsafeBufferPointer { markerStarts in
                        // A payload the chunk does not keep is read back from its markers.
                        state.markers = markers
                        state.markerStarts = markerStarts
                        render(
                            nodes: nodes, payloads: payloads,
                            source: UnsafeBufferPointer(rebasing: source[start..<(start + chunk.length)]),
                            chunkStart: start, state: &state)
                        state.markers = UnsafeBufferPointer(start: nil, count: 0)
                        state.markerStarts = UnsafeBufferPointer(start: nil, count: 0)
                    }
                }
            }
        }
    }

    /// Renders the nodes of one chunk (node 0 its root), whose ranges index
    /// `source` and whose attribute texts are relative to `chunkStart`.
    private func render<Node: ArenaNode>(
        nodes: UnsafeBufferPointer<Node>, payloads: UnsafeBufferPointer<NodeKind>,
        source: UnsafeBufferPointer<UInt8>, chunkStart: Int,
        state: inout HTMLRenderState<Node>
    ) {
        state.nodes = nodes
        state.payloads = payloads
        state.source = source
        state.chunkStart = chunkStart
        state.renderAll()
        state.nodes = UnsafeBufferPointer(start: nil, count: 0)
        state.payloads = UnsafeBufferPointer(start: nil, count: 0)
        state.source = UnsafeBufferPointer(start: nil, count: 0)
    }
}

/// Where a reference-form span's attribute text comes from: the tree being
/// rendered, or the definitions the block phase gathered when chunks are
/// rendered as they are parsed (the same table: the first definition of
/// each label in the document).
enum RenderedDefinitions {
    case tree(SyntaxTree)
    case parsed(ReferenceDefinitions)

    /// The attribute text of `label`'s definition in force, at its place in
    /// the document (empty when it is not an attribute definition).
    func text(_ label: String) -> MappedText {
        switch self {
        case .tree(let tree):
            return tree.attributeDefinitionText(label) ?? MappedText()
        case .parsed(let definitions):
            guard case .attributes(let text) = definitions[label] else { return MappedText() }
            return text
        }
    }
}

/// The mutable state of one rendering.
///
/// It holds one chunk's nodes and source slice as buffer pointers, valid only
/// inside `HTMLRenderer.render`, which creates and drops the state there:
/// reading a node in place neither copies it nor retains its kind's payload.
struct HTMLRenderState<Node: ArenaNode>: ~Copyable {
    var nodes = UnsafeBufferPointer<Node>(start: nil, count: 0)
    /// The current chunk's payload table (`StoredNode.payload` indexes it).
    var payloads = UnsafeBufferPointer<NodeKind>(start: nil, count: 0)
    /// A stored chunk's markers and where each node's begin (empty for a
    /// builder's nodes, which keep every payload in their table).
    var markers = UnsafeBufferPointer<StoredMarker>(start: nil, count: 0)
    var markerStarts = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    /// The current chunk's bytes: node ranges index these.
    var source: UnsafeBufferPointer<UInt8>
    /// Where the current chunk starts in the document.
    var chunkStart = 0
    let attributeDefinitions: RenderedDefinitions
    let renderer: HTMLRenderer
    var output: HTMLOutput
    /// State the inline half of the renderer keeps (declared in `HTMLRenderer+Inlines.swift`).
    var inline = InlineHTMLState()

    /// `capacity`: the output buffer's first size (cookbook-like documents
    /// render to about 1.5 times their size).
    init(attributeDefinitions: RenderedDefinitions, renderer: HTMLRenderer, capacity: Int) {
        self.attributeDefinitions = attributeDefinitions
        self.source = UnsafeBufferPointer(start: nil, count: 0)
        self.renderer = renderer
        output = HTMLOutput(capacity: capacity)
    }

    /// The stored kind of node `index` of the current chunk: built from the
    /// tag for most nodes, read from the payload table or back from the
    /// source (`DerivedPayload`, attribute texts relative to the chunk) for
    /// the rest.
    func kind(_ index: Int) -> NodeKind {
        let node = nodes[index]
        guard node.tag.hasPayload else { return NodeKind.unpacked(node.tag, detail: node.detail) }
        if node.payloadIsInTable { return payloads[Int(node.payload)] }
        guard index &+ 1 < markerStarts.count else { return .text }
        let owned = UnsafeBufferPointer(rebasing: markers[Int(markerStarts[index])..<Int(markerStarts[index &+ 1])])
        let range = node.range
        return DerivedPayload.kind(
            tag: node.tag, detail: node.detail, field: node.payload,
            start: Int32(range.start), end: Int32(range.end), markers: owned,
            in: PayloadSource(buffer: source, offset: 0, base: 0)) ?? .text
    }

    /// Walks the whole tree depth-first, as `SyntaxTree.walk` does.
    mutating func renderAll() {
        guard !nodes.isEmpty else { return }
        var current = 0
        var entering = true
        while true {
            if entering {
                let isBlock = nodes[current].isBlock
                let descend = isBlock ? enterBlock(current) : enterInline(current)
                let child = Int(Node.firstChildIndex(in: nodes, of: current))
                if descend, child >= 0, child < nodes.count {
                    current = child
                    continue
                }
                entering = false
            }
            if nodes[current].isBlock { exitBlock(current) } else { exitInline(current) }
            if current == 0 { return }
            let sibling = Int(Node.nextSiblingIndex(in: nodes, of: current))
            if sibling >= 0, sibling < nodes.count {
                current = sibling
                entering = true
            } else {
                let parent = Int(nodes[current].parentIndex)
                current = parent >= 0 && parent < nodes.count ? parent : 0
            }
        }
    }

    mutating func append(_ literal: StaticString) {
        output.appendLiteral(literal)
    }

    mutating func append(_ string: String) {
        output.appendString(string)
    }

    /// Writes `value` in decimal, as cmark does list starts and heading levels.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { output.appendByte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                magnitude /= 10
                count &+= 1
            } while magnitude > 0 && count < buffer.count
            while count > 0 {
                count &-= 1
                output.appendByte(buffer[count])
            }
        }
    }

    /// Ends the current line unless the output is empty or already ends one
    /// (cmark's `cr()`).
    mutating func newlineIfNeeded() {
        if let last = output.last, last != UInt8(ascii: "\n") { output.appendByte(UInt8(ascii: "\n")) }
    }
}
