@testable import LaminateDialect

/// A readable dump of a tree's blocks: one line per block node, indented by
/// depth, with its kind, payload, range and (for leaves) its source text,
/// then one `@marker` line per marker. Inline nodes are left out (the inline
/// fixtures cover them), so these snapshots change only with the block phase.
enum BlockTreeDump {
    static func dump(_ tree: SyntaxTree) -> String {
        var lines: [String] = []
        var depth = 0
        tree.walk { event in
            switch event {
            case .enter(let id):
                let node = tree[id]
                guard node.kind.isBlock else { return false }
                let indent = String(repeating: "  ", count: depth)
                lines.append(indent + describe(node, in: tree))
                for marker in tree.markers(of: id) {
                    lines.append(indent + "  @\(marker.kind) \(marker.range) \(tree.text(marker.range).debugDescription)")
                }
                depth += 1
            case .exit(let id):
                if tree[id].kind.isBlock { depth -= 1 }
            }
            return true
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ node: SyntaxNode, in tree: SyntaxTree) -> String {
        let range = "\(node.range)"
        let text = tree.text(node.range).debugDescription
        switch node.kind {
        case .document: return "document \(range)"
        case .blockQuote: return "blockQuote \(range)"
        case .list(let info):
            let kind: String
            switch info.kind {
            case .bullet(let marker): kind = "bullet(\(Character(Unicode.Scalar(marker))))"
            case .ordered(let start, let delimiter): kind = "ordered(\(start)\(Character(Unicode.Scalar(delimiter))))"
            }
            return "list \(kind) \(info.isTight ? "tight" : "loose") \(range)"
        case .listItem: return "listItem \(range)"
        case .paragraph: return "paragraph \(range) \(text)"
        case .heading(let level, let style): return "heading \(level) \(style) \(range) \(text)"
        case .thematicBreak: return "thematicBreak \(range)"
        case .codeBlock(let info):
            var line = "codeBlock \(info.isFenced ? "fenced" : "indented") \(range)"
            if !info.info.isEmpty { line += " info=\(info.info.debugDescription)" }
            return line + " content=\(info.content.debugDescription)"
        case .htmlBlock(let content): return "htmlBlock \(range) content=\(content.debugDescription)"
        case .linkReferenceDefinition(let info):
            var line =
                "linkReferenceDefinition \(range) label=\(info.normalizedLabel.debugDescription) destination=\(info.destination.debugDescription)"
            if let title = info.title { line += " title=\(title.debugDescription)" }
            return line
        case .attributeDefinition(let info):
            return "attributeDefinition \(range) label=\(info.normalizedLabel.debugDescription) attributes=\(info.attributes.string.debugDescription)"
        case .table(let alignments): return "table [\(alignments.map { "\($0)" }.joined(separator: ", "))] \(range)"
        case .tableHead: return "tableHead \(range)"
        case .tableBody: return "tableBody \(range)"
        case .tableRow: return "tableRow \(range)"
        case .tableCell(let alignment, let isHeader): return "tableCell \(isHeader ? "header " : "")\(alignment) \(range) \(text)"
        default: return "\(node.kind) \(range)"
        }
    }
}
