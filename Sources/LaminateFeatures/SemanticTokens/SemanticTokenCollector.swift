import LaminateAttributes
import LaminateDialect

/// Walks a syntax tree and turns its markers and leaves into raw tokens,
/// which may still overlap (a code span over two lines of a block quote
/// contains the second line's `>`); `SemanticTokenPainter` resolves that.
struct SemanticTokenCollector {
    let tree: SyntaxTree
    /// The tree's attribute lists, read once per document version.
    let attributeLists: AttributeLists
    let coverage: SemanticTokenCoverage
    /// Decides which span attributes count for the rendering modifiers.
    let definition: FormattingDefinition
    /// Where markers are collected (all, when nil): a code block's line
    /// markers outside the lines of a range asked for are passed over.
    var markerWindow: ByteRange?
    private(set) var tokens: [SemanticToken] = []

    /// What the text inside a node is, inherited from the nodes around it.
    struct Context {
        /// The type of plain text here (heading, link, attributed text), if any.
        var textType: SemanticTokenType?
        /// The type of the innermost attribute span's text, if inside one.
        var spanType: SemanticTokenType?
        /// The Markdown formatting around (and the heading level, and
        /// `definition` or `image`): on markup and content alike.
        var modifiers: SemanticTokenModifiers = []
        /// How the enclosing spans make their text look.
        var appearance = SpanAppearance.none

        /// The modifiers of content (text, code, entities): the formatting
        /// and the rendering modifiers. Markup keeps only the formatting.
        var contentModifiers: SemanticTokenModifiers { modifiers.union(appearance.modifiers) }
    }

    init(tree: SyntaxTree, attributeLists: AttributeLists, coverage: SemanticTokenCoverage, definition: FormattingDefinition) {
        self.tree = tree
        self.attributeLists = attributeLists
        self.coverage = coverage
        self.definition = definition
    }

    /// A node being walked: its context, its attribute list, and where its
    /// children start (its markers from there on are added on leaving it).
    private struct Frame {
        var context: Context
        var attributes: ParsedAttributes?
        var childrenStart: Int?
    }

    /// Collects the tokens of every node that meets `range` (all, when nil).
    ///
    /// Markers before a node's first child are added on entering it, the
    /// others on leaving it, so tokens come out nearly in document order
    /// (only container prefixes such as a quote's later `>` lag behind),
    /// which keeps the painter's sort cheap.
    mutating func collect(range: ByteRange?) {
        guard let range else {
            var frames = [Frame(context: Context())]
            collect(from: tree.root, range: nil, frames: &frames)
            return
        }
        // Only the top-level blocks that meet the range, found through the chunks.
        var frames = framesInsideTheDocument()
        for node in tree.topLevelNodes(meeting: range) { collect(from: node, range: range, frames: &frames) }
    }

    /// Collects the tokens of the top-level blocks `nodes` (one chunk's), as
    /// the walk from the document would.
    mutating func collect(topLevel nodes: [NodeID]) {
        var frames = framesInsideTheDocument()
        for node in nodes { collect(from: node, range: nil, frames: &frames) }
    }

    /// The frames a walk from the document has when it reaches a top-level block.
    private func framesInsideTheDocument() -> [Frame] {
        let root = tree[tree.root]
        let attributes = Self.attributeText(of: root).map { ParsedAttributes($0, list: attributeLists.list(of: tree.root, text: $0)) }
        return [
            Frame(context: Context()),
            Frame(context: Self.context(of: root, inside: Context(), attributes: attributes, definition: definition)),
        ]
    }

    private mutating func collect(from start: NodeID, range: ByteRange?, frames: inout [Frame]) {
        // Local constants: read through the captured `self`, each use copied
        // (and retained) the whole value for every node.
        let tree = self.tree
        let attributeLists = self.attributeLists
        let definition = self.definition
        tree.walk(from: start) { event in
            switch event {
            case .enter(let id):
                let node = tree[id]
                let parent = frames.last?.context ?? Context()
                if let range, id != tree.root, !Self.node(node.range, meets: range) {
                    frames.append(Frame(context: parent))
                    return false
                }
                // Read once: it decides the text's type and gives the list's tokens.
                let attributes = Self.attributeText(of: node).map { ParsedAttributes($0, list: attributeLists.list(of: id, text: $0)) }
                let context = Self.context(of: node, inside: parent, attributes: attributes, definition: definition)
                let childrenStart = node.firstChild.map { tree.range(of: $0).start }
                frames.append(Frame(context: context, attributes: attributes, childrenStart: childrenStart))
                addMarkers(of: id, node: node, frame: frames[frames.count - 1], beforeChildren: true)
                addContent(of: id, node: node, context: context)
                return true
            case .exit(let id):
                guard let frame = frames.popLast() else { return true }
                if frame.childrenStart != nil {
                    addMarkers(of: id, node: tree[id], frame: frame, beforeChildren: false)
                }
                return true
            }
        }
    }

    private static func node(_ nodeRange: ByteRange, meets range: ByteRange) -> Bool {
        if range.isEmpty || nodeRange.isEmpty {
            return nodeRange.start <= range.end && nodeRange.end >= range.start
        }
        return nodeRange.start < range.end && nodeRange.end > range.start
    }

    // MARK: - Context

    // Static: called on `self` from inside the walk, it copied the whole
    // collector (tree and tokens included) for every node.
    private static func context(
        of node: SyntaxNode, inside parent: Context, attributes: ParsedAttributes?, definition: FormattingDefinition
    ) -> Context {
        var context = parent
        switch node.kind {
        case .heading(let level, _):
            context.textType = .heading
            context.modifiers.insert(.headingLevel(level))
        case .emphasis:
            context.modifiers.insert(.emphasis)
        case .strong:
            context.modifiers.insert(.strong)
        case .strikethrough:
            context.modifiers.insert(.strikethrough)
        case .link:
            context.textType = .link
        case .image:
            context.textType = .link
            context.modifiers.insert(.image)
        case .linkReferenceDefinition, .attributeDefinition:
            context.modifiers.insert(.definition)
        case .attributeSpan:
            // Ingredient text stays ingredient text inside nested spans.
            let hasIngredient = parent.spanType == .ingredient || attributes?.setsIngredient == true
            context.spanType = hasIngredient ? .ingredient : .attributedText
            context.textType = context.spanType
            if case .success(let list) = attributes?.list {
                context.appearance = SpanAppearance(list, definition: definition).inside(parent.appearance)
            }
        default:
            break
        }
        return context
    }

    // MARK: - Markers

    /// Adds the markers before the node's first child (all, for a node
    /// without children), or the ones after it.
    private mutating func addMarkers(of id: NodeID, node: SyntaxNode, frame: Frame, beforeChildren: Bool) {
        let context = frame.context
        for marker in tree.markers(of: id) {
            let isBeforeChildren = frame.childrenStart.map { marker.range.start < $0 } ?? true
            guard isBeforeChildren == beforeChildren else { continue }
            if let markerWindow, !Self.node(marker.range, meets: markerWindow) { continue }
            switch marker.kind {
            case .attributes:
                if let attributes = frame.attributes { addAttributeList(attributes, of: node, context: context) }
            case .backslash where node.kind == .escapedCharacter:
                // The whole escape is one token, added with the node's content.
                continue
            default:
                guard let (type, isAttributeSyntax) = Self.tokenType(of: marker.kind, ownerKind: node.kind) else { continue }
                add(marker.range, type, context.modifiers, isAttributeSyntax: isAttributeSyntax)
            }
        }
    }

    /// The type of a marker, and whether it is syntax that only Attributed
    /// Markdown has (as opposed to Markdown's own).
    private static func tokenType(of marker: MarkerKind, ownerKind: NodeKind) -> (SemanticTokenType, Bool)? {
        let inAttributeConstruct: Bool
        switch ownerKind {
        case .attributeSpan, .attributeDefinition: inAttributeConstruct = true
        default: inAttributeConstruct = false
        }
        switch marker {
        case .headingMarker: return (.headingMarker, false)
        case .blockQuoteMarker: return (.quoteMarker, false)
        case .listMarker: return (.listMarker, false)
        case .thematicBreak: return (.thematicBreak, false)
        case .codeFence: return (.fence, false)
        case .infoString: return (.infoString, false)
        case .codeContent: return (.code, false)
        case .htmlContent:
            if case .htmlBlock(let content) = ownerKind, content.hasPrefix("<!--") { return (.comment, false) }
            return (.html, false)
        case .tablePipe: return (.tablePipe, false)
        case .tableDelimiterRow: return (.tableDelimiter, false)
        case .emphasisDelimiter, .strongDelimiter, .strikethroughDelimiter, .codeSpanDelimiter,
            .destinationOpen, .destinationClose, .autolinkBracket:
            return (.delimiter, false)
        case .backslash: return (.escapeSequence, false)
        case .linkOpen, .linkClose, .definitionColon:
            return inAttributeConstruct ? (.decorator, true) : (.delimiter, false)
        case .destination: return (.url, false)
        case .title: return (.string, false)
        case .referenceLabel: return (.label, inAttributeConstruct)
        case .attributeOpen, .attributeClose, .attributesOpen, .attributesClose: return (.decorator, true)
        case .attributes: return nil
        }
    }

    // MARK: - Leaves

    private mutating func addContent(of id: NodeID, node: SyntaxNode, context: Context) {
        let modifiers = context.contentModifiers
        switch node.kind {
        case .text:
            if coverage == .attributesOnly {
                if let spanType = context.spanType { add(node.range, spanType, modifiers, isAttributeSyntax: true) }
            } else if let textType = context.textType {
                add(node.range, textType, modifiers, isAttributeSyntax: false)
            } else if !modifiers.isEmpty {
                add(node.range, .text, modifiers, isAttributeSyntax: false)
            }
        case .escapedCharacter:
            add(node.range, .escapeSequence, modifiers, isAttributeSyntax: false)
        case .entity:
            add(node.range, .entity, modifiers, isAttributeSyntax: false)
        case .codeSpan:
            add(innerRange(of: id, node: node, between: .codeSpanDelimiter), .code, modifiers, isAttributeSyntax: false)
        case .autolink:
            add(innerRange(of: id, node: node, between: .autolinkBracket), .url, modifiers, isAttributeSyntax: false)
        case .inlineHTML(let content):
            add(node.range, content.hasPrefix("<!--") ? .comment : .html, modifiers, isAttributeSyntax: false)
        default:
            break
        }
    }

    /// A node's range without its first and last marker of `kind` (the
    /// backticks of a code span, the brackets of an autolink).
    private func innerRange(of id: NodeID, node: SyntaxNode, between kind: MarkerKind) -> ByteRange {
        var start = node.range.start
        var end = node.range.end
        let delimiters = tree.markers(of: id).filter { $0.kind == kind }
        if let first = delimiters.first { start = first.range.end }
        if delimiters.count > 1, let last = delimiters.last { end = last.range.start }
        return ByteRange(start, max(start, end))
    }

    // MARK: - Output

    mutating func add(_ range: ByteRange, _ type: SemanticTokenType, _ modifiers: SemanticTokenModifiers, isAttributeSyntax: Bool) {
        guard !range.isEmpty, coverage == .everything || isAttributeSyntax else { return }
        tokens.append(SemanticToken(range: range, type: type, modifiers: modifiers))
    }
}
