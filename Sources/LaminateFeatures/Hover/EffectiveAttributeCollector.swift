import LaminateAttributes
import LaminateDialect

/// Gathers a character's effective attributes while its ancestors are
/// visited from the innermost out: the first setter of a key met is the
/// inner one, and wins.
struct EffectiveAttributeCollector {
    typealias Entry = EffectiveAttributes.Entry
    typealias Source = EffectiveAttributes.Source

    enum Contribution { case inline, block, nothing }

    let tree: SyntaxTree
    let lineIndex: LineIndex
    /// Inline presentation intents, innermost first.
    private var intents: [(name: String, source: Source)] = []
    /// Block intents, innermost first.
    private var blocks: [(name: String, source: Source)] = []
    /// `link`, `imageURL` and span attributes by key: the inner setter wins.
    private var valuesByKey: [String: Entry] = [:]
    /// Span keys in listing order, the outermost span's first.
    private var spanLayers: [[String]] = []

    init(tree: SyntaxTree, lineIndex: LineIndex) {
        self.tree = tree
        self.lineIndex = lineIndex
    }

    mutating func add(_ id: NodeID) -> Contribution {
        let node = tree[id]
        switch node.kind {
        case .emphasis: intents.append(("emphasized", source("emphasis", "*…*", node.range)))
        case .strong: intents.append(("stronglyEmphasized", source("strong emphasis", "**…**", node.range)))
        case .codeSpan: intents.append(("code", source("code span", "`…`", node.range)))
        case .strikethrough: intents.append(("strikethrough", source("strikethrough", "~~…~~", node.range)))
        case .link(let info): set("link", info.destination, source("link", "[…](…)", node.range))
        case .autolink(let destination, let isEmail):
            set("link", isEmail ? "mailto:" + destination : destination, source("autolink", "<…>", node.range))
        case .image(let info): set("imageURL", info.destination, source("image", "![…](…)", node.range))
        case .attributeSpan(let info):
            let form = info.referenceLabel.map { "[\($0)]" } ?? "(…)"
            addSpan(info, source: source("attribute span", "^[\(SpanDisplayText.of(id, in: tree))]\(form)", node.range))
        default:
            guard let name = blockIntent(id) else { return .nothing }
            blocks.append((name, source(HoverBlockNames.description(of: node.kind), nil, node.range)))
            return .block
        }
        return .inline
    }

    func entries() -> [Entry] {
        var result: [Entry] = []
        if !intents.isEmpty {
            var names: [String] = []
            for intent in intents.reversed() where !names.contains(intent.name) { names.append(intent.name) }
            result.append(Entry(key: "inlinePresentationIntent", value: names.joined(separator: ", "), sources: intents.map(\.source)))
        }
        for key in ["link", "imageURL"] { if let entry = valuesByKey[key] { result.append(entry) } }
        if let innermost = blocks.first {
            result.append(
                Entry(
                    key: "presentationIntent", value: blocks.reversed().map(\.name).joined(separator: " › "),
                    sources: [innermost.source]))
        }
        var listed: Set<String> = ["link", "imageURL"]
        for layer in spanLayers {
            for key in layer where listed.insert(key).inserted {
                if let entry = valuesByKey[key] { result.append(entry) }
            }
        }
        return result
    }

    private func source(_ name: String, _ markup: String?, _ range: ByteRange) -> Source {
        Source(name: name, markup: markup, line: lineIndex.line(containingUTF8Offset: range.start) &+ 1, range: range)
    }

    private mutating func set(_ key: String, _ value: String, _ source: Source, spanValue: JSON5Value? = nil) {
        guard valuesByKey[key] == nil else { return }
        valuesByKey[key] = Entry(key: key, value: SpanDisplayText.shortened(value), sources: [source], spanValue: spanValue)
    }

    private mutating func addSpan(_ info: AttributeSpanInfo, source: Source) {
        guard case .success(let list) = AttributeList.read(info.attributes) else { return }
        var layer: [String] = []
        // Foundation keeps the first of a repeated key within one list.
        for member in list.object.members where !layer.contains(member.key) {
            layer.append(member.key)
            let bytes = list.text.bytes
            let range = member.value.range
            let written =
                range.start <= range.end && range.end <= bytes.count
                ? String(decoding: bytes[range.start..<range.end], as: UTF8.self) : ""
            set(member.key, written, source, spanValue: member.value)
        }
        spanLayers.insert(layer, at: 0)
    }

    /// Foundation's name for a block in a `presentationIntent`, or nil for
    /// blocks it has no intent for.
    private func blockIntent(_ id: NodeID) -> String? {
        switch tree[id].kind {
        case .blockQuote: return "blockQuote"
        case .list(let info):
            if case .ordered = info.kind { return "orderedList" }
            return "unorderedList"
        case .listItem: return "listItem \(ordinal(of: id))"
        case .paragraph: return "paragraph"
        case .heading(let level, _): return "header \(level)"
        case .thematicBreak: return "thematicBreak"
        case .codeBlock(let info):
            return "codeBlock" + (info.info.split(separator: " ").first.map { " \"\($0)\"" } ?? "")
        case .table: return "table"
        case .tableHead: return "tableHeaderRow"
        case .tableRow:
            // The header row is the `tableHeaderRow` itself.
            if let parent = tree[id].parent, tree[parent].kind == .tableHead { return nil }
            return "tableRow \(ordinal(of: id))"
        case .tableCell: return "tableCell \(ordinal(of: id) &- 1)"
        default: return nil
        }
    }

    /// The 1-based position of a node among its siblings; for an item of an
    /// ordered list, its number.
    private func ordinal(of id: NodeID) -> Int {
        var count = 1
        var sibling = tree.previousSibling(of: id)
        while let current = sibling {
            count &+= 1
            sibling = tree.previousSibling(of: current)
        }
        if let parent = tree[id].parent, case .list(let info) = tree[parent].kind, case .ordered(let start, _) = info.kind {
            return start &+ count &- 1
        }
        return count
    }
}

/// How blocks are named in a hover's "from" column.
enum HoverBlockNames {
    static func description(of kind: NodeKind) -> String {
        switch kind {
        case .blockQuote: return "block quote"
        case .list: return "list"
        case .listItem: return "list item"
        case .paragraph: return "paragraph"
        case .heading(let level, _): return "heading \(level)"
        case .thematicBreak: return "thematic break"
        case .codeBlock: return "code block"
        case .table: return "table"
        case .tableHead: return "table header"
        case .tableRow: return "table row"
        case .tableCell: return "table cell"
        default: return "block"
        }
    }
}
