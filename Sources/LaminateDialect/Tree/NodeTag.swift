/// The case of a `NodeKind`, without its payload: what a stored node keeps
/// inline, and what `SyntaxTree.tag(of:)` reads without making the kind
/// (a walk over every node that looks for a few kinds should ask this).
/// Blocks come first, so `isBlock` is one comparison.
public enum NodeTag: UInt8, Sendable, BitwiseCopyable {
    case document, blockQuote, list, listItem, paragraph
    /// `detail`: the level, plus 0x80 for a setext heading.
    case heading
    case thematicBreak, codeBlock, htmlBlock, linkReferenceDefinition, attributeDefinition
    case table, tableHead, tableBody, tableRow
    /// `detail`: the alignment (`TableAlignment` in declaration order), plus 0x80 for a header cell.
    case tableCell
    case text, escapedCharacter, entity, softBreak, hardBreak, codeSpan, emphasis, strong, strikethrough
    case link, image, autolink, inlineHTML, attributeSpan

    @inlinable public var isBlock: Bool { rawValue < NodeTag.text.rawValue }

    /// Whether the kind has more than the tag and the detail byte say: read
    /// from the chunk's payload table or from the source (`DerivedPayload`).
    @inlinable public var hasPayload: Bool {
        switch self {
        case .list, .codeBlock, .htmlBlock, .linkReferenceDefinition, .attributeDefinition, .table,
            .entity, .codeSpan, .link, .image, .autolink, .inlineHTML, .attributeSpan:
            true
        default:
            false
        }
    }
}

extension ArenaNode {
    /// Whether the node's payload is in its chunk's (or builder's) table at
    /// `payload`; otherwise it is read back from the source and markers
    /// (`DerivedPayload`). A list read back keeps its start number in
    /// `payload` and a nonzero `detail`.
    var payloadIsInTable: Bool { tag == .list ? detail == 0 && payload >= 0 : payload >= 0 }
}

extension NodeKind {
    /// The node's tag and detail byte, and whether the rest of the kind must
    /// go in the payload table.
    @usableFromInline var storage: (tag: NodeTag, detail: UInt8, needsPayload: Bool) {
        switch self {
        case .document: (.document, 0, false)
        case .blockQuote: (.blockQuote, 0, false)
        case .list: (.list, 0, true)
        case .listItem: (.listItem, 0, false)
        case .paragraph: (.paragraph, 0, false)
        case .heading(let level, let style):
            (.heading, UInt8(clamping: level) & 0x7F | (style == .setext ? 0x80 : 0), false)
        case .thematicBreak: (.thematicBreak, 0, false)
        case .codeBlock: (.codeBlock, 0, true)
        case .htmlBlock: (.htmlBlock, 0, true)
        case .linkReferenceDefinition: (.linkReferenceDefinition, 0, true)
        case .attributeDefinition: (.attributeDefinition, 0, true)
        case .table: (.table, 0, true)
        case .tableHead: (.tableHead, 0, false)
        case .tableBody: (.tableBody, 0, false)
        case .tableRow: (.tableRow, 0, false)
        case .tableCell(let alignment, let isHeader): (.tableCell, alignment.detailBits | (isHeader ? 0x80 : 0), false)
        case .text: (.text, 0, false)
        case .escapedCharacter: (.escapedCharacter, 0, false)
        case .entity: (.entity, 0, true)
        case .softBreak: (.softBreak, 0, false)
        case .hardBreak: (.hardBreak, 0, false)
        case .codeSpan: (.codeSpan, 0, true)
        case .emphasis: (.emphasis, 0, false)
        case .strong: (.strong, 0, false)
        case .strikethrough: (.strikethrough, 0, false)
        case .link: (.link, 0, true)
        case .image: (.image, 0, true)
        case .autolink: (.autolink, 0, true)
        case .inlineHTML: (.inlineHTML, 0, true)
        case .attributeSpan: (.attributeSpan, 0, true)
        }
    }

    /// The kind of a node without a payload, from its tag and detail byte.
    @usableFromInline static func unpacked(_ tag: NodeTag, detail: UInt8) -> NodeKind {
        switch tag {
        case .document: .document
        case .blockQuote: .blockQuote
        case .listItem: .listItem
        case .paragraph: .paragraph
        case .heading: .heading(level: Int(detail & 0x7F), style: detail & 0x80 != 0 ? .setext : .atx)
        case .thematicBreak: .thematicBreak
        case .tableHead: .tableHead
        case .tableBody: .tableBody
        case .tableRow: .tableRow
        case .tableCell: .tableCell(alignment: TableAlignment(detailBits: detail & 0x7F), isHeader: detail & 0x80 != 0)
        case .escapedCharacter: .escapedCharacter
        case .softBreak: .softBreak
        case .hardBreak: .hardBreak
        case .emphasis: .emphasis
        case .strong: .strong
        case .strikethrough: .strikethrough
        // Payload kinds are read from the table; `text` is the safe reading of a tag without one.
        default: .text
        }
    }
}

extension TableAlignment {
    @usableFromInline var detailBits: UInt8 {
        switch self {
        case .none: 0
        case .left: 1
        case .center: 2
        case .right: 3
        }
    }

    init(detailBits: UInt8) {
        switch detailBits {
        case 1: self = .left
        case 2: self = .center
        case 3: self = .right
        default: self = .none
        }
    }
}
