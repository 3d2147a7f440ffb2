import LaminateDialect

extension FileSummary {
    /// A heading's text is read up to this much for its anchor: a setext
    /// heading can be a paragraph megabytes long.
    static let headingBudget = PlainTextBudget(bytes: 4096, nodes: 1024)

    /// The summary of a file's text, parsed here.
    public init(text: [UInt8]) { self.init(DocumentAnalysis(text: text)) }

    /// The summary of an analysed document: one walk over its tree (code
    /// and HTML blocks and definitions are not entered; a node is made only
    /// for the kinds read) and one over its ingredient markings.
    public init(_ analysis: DocumentAnalysis) {
        self.init(lineIndex: analysis.lineIndex)
        let tree = analysis.tree
        var slugger = HeadingSlugger()
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            // Most nodes are none of these: their kind is not made at all.
            switch tree.tag(of: id) {
            case .heading, .linkReferenceDefinition, .attributeDefinition, .link, .image, .autolink, .attributeSpan:
                break
            case .codeBlock, .htmlBlock, .codeSpan, .inlineHTML:
                return false
            default:
                return true
            }
            let node = tree[id]
            switch node.kind {
            case .heading(let level, _):
                let text = tree.plainText(of: id, budget: Self.headingBudget).text
                headings.append(
                    HeadingEntry(
                        anchor: slugger.slug(text), text: text, level: level, range: node.range,
                        textRange: ContentRange.ofChildren(id, in: tree) ?? node.range))
            case .linkReferenceDefinition(let info):
                addDefinition(id, kind: .link, label: info.normalizedLabel, in: tree)
                if let destination = tree.markers(of: id).first(where: { $0.kind == .destination }) {
                    links.append(
                        Self.writtenLink(
                            .definition, node: node, destination: destination.range,
                            decoded: info.destination, in: tree))
                }
                return false
            case .attributeDefinition(let info):
                addDefinition(id, kind: .attributes, label: info.normalizedLabel, in: tree)
                return false
            case .link(let info), .image(let info):
                let isImage = if case .image = node.kind { true } else { false }
                if let label = info.referenceLabel {
                    let use = labelUse(id, kind: .link, label: label, open: .linkOpen, close: .linkClose, in: tree)
                    labelUses.append(use)
                    links.append(
                        LinkEntry(
                            kind: isImage ? .image : .reference, range: node.range, targetRange: use.labelRange,
                            destination: LinkDestination(info.destination), isWritten: false, fragmentRange: nil))
                } else {
                    let destination = tree.markers(of: id).first { $0.kind == .destination }?.range
                    links.append(
                        Self.writtenLink(
                            isImage ? .image : .inline, node: node, destination: destination,
                            decoded: info.destination, in: tree))
                }
            case .autolink(let destination, let isEmail):
                let inside = node.range.count >= 2 ? ByteRange(node.range.start + 1, node.range.end - 1) : node.range
                links.append(
                    LinkEntry(
                        kind: .autolink, range: node.range, targetRange: inside,
                        destination: LinkDestination(isEmail ? "mailto:" + destination : destination),
                        isWritten: true, fragmentRange: nil))
            case .attributeSpan(let info):
                if let label = info.referenceLabel {
                    labelUses.append(
                        labelUse(
                            id, kind: .attributeSpan, label: label, open: .attributeOpen,
                            close: .attributeClose, in: tree))
                }
            case .codeBlock, .htmlBlock, .codeSpan, .inlineHTML:
                return false
            default:
                break
            }
            return true
        }
        ingredients = IngredientMarkings(analysis).uses.map { use in
            IngredientEntry(
                id: use.id, text: use.text, spanRange: use.spanRange,
                textRange: ContentRange.ofChildren(use.span, in: tree) ?? use.spanRange,
                valueRange: use.valueRange, isSetByDefinition: !use.spanRange.contains(use.valueRange))
        }
    }

    private mutating func addDefinition(_ id: NodeID, kind: LabelDefinitionEntry.Kind, label: String, in tree: SyntaxTree) {
        let node = tree[id]
        let labelRange = tree.markers(of: id).first { $0.kind == .referenceLabel }?.range ?? node.range
        labelDefinitions.append(LabelDefinitionEntry(kind: kind, label: label, labelRange: labelRange, range: node.range))
    }

    /// A link whose destination is written in it; `destination` is its
    /// marker (nil for `[text]()`).
    static func writtenLink(
        _ kind: LinkEntry.Kind, node: SyntaxNode, destination: ByteRange?, decoded: String,
        in tree: SyntaxTree
    ) -> LinkEntry {
        LinkEntry(
            kind: kind, range: node.range, targetRange: destination ?? node.range,
            destination: LinkDestination(decoded), isWritten: true,
            fragmentRange: destination.flatMap { Self.fragmentRange(in: $0, source: tree.source) },
            nameRange: destination.flatMap { Self.nameRange(in: $0, source: tree.source) },
            pathRange: destination.flatMap { Self.pathRange(in: $0, source: tree.source) })
    }

    /// The last name of the path of a destination as written (see
    /// `LinkEntry.nameRange`): after its last `/` (a final `/` left out),
    /// inside its `<…>`, before its `#` or `?`.
    static func nameRange(in destination: ByteRange, source: [UInt8]) -> ByteRange? {
        guard let path = pathRange(in: destination, source: source) else { return nil }
        let nameStart = source[path.start..<path.end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? path.start
        return ByteRange(nameStart, path.end)
    }

    /// The path of a destination as written up to the end of its last name
    /// (see `LinkEntry.pathRange`); nil when it has no last name.
    static func pathRange(in destination: ByteRange, source: [UInt8]) -> ByteRange? {
        var start = destination.start
        var end = destination.end
        if destination.count >= 2, source[start] == UInt8(ascii: "<"), source[end - 1] == UInt8(ascii: ">") {
            start += 1
            end -= 1
        }
        end = source[start..<end].firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? end
        if end > start, source[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let nameStart = source[start..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? start
        let name = source[nameStart..<end]
        guard !name.isEmpty, !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8) else { return nil }
        return ByteRange(start, end)
    }

    /// The bytes after the first `#` of a destination as written, inside
    /// its `<…>` if it has them; nil without a `#` or with nothing after it.
    static func fragmentRange(in destination: ByteRange, source: [UInt8]) -> ByteRange? {
        var end = destination.end
        if destination.count >= 2, source[destination.start] == UInt8(ascii: "<"), source[end - 1] == UInt8(ascii: ">") { end -= 1 }
        guard let hash = source[destination.start..<end].firstIndex(of: UInt8(ascii: "#")), hash + 1 < end else { return nil }
        return ByteRange(hash + 1, end)
    }

    /// The label of a reference link or span: inside its `[label]`, or its
    /// own text for `[label][]` and `[label]`.
    private func labelUse(
        _ id: NodeID, kind: LabelUseEntry.Kind, label: String, open: MarkerKind, close: MarkerKind,
        in tree: SyntaxTree
    ) -> LabelUseEntry {
        let node = tree[id]
        let markers = tree.markers(of: id)
        if let written = markers.first(where: { $0.kind == .referenceLabel }), written.range.count > 2 {
            return LabelUseEntry(
                kind: kind, label: label, range: node.range,
                labelRange: ByteRange(written.range.start + 1, written.range.end - 1), isLinkText: false)
        }
        let start = markers.first { $0.kind == open }?.range.end ?? node.range.start
        let end = markers.first { $0.kind == close }?.range.start ?? node.range.end
        return LabelUseEntry(
            kind: kind, label: label, range: node.range, labelRange: ByteRange(start, max(start, end)),
            isLinkText: true)
    }
}
