/// Apple's `PresentationIntent`, which Foundation on Linux lacks: the blocks
/// a run lies in, each with an identity unique in the document, so that runs
/// of the same paragraph, list item or table cell can be grouped again.
///
/// As in Apple's type, `components` lists the innermost block first (a
/// paragraph, then its list item, then its list), and the `runs` command
/// prints them in that order: stream-chat-swift's printout reads
/// `[paragraph (id 3), listItem 1 (id 2), unorderedList (id 1)]`.
public struct PresentationIntent: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        case paragraph
        case header(level: Int)
        case orderedList
        case unorderedList
        /// `ordinal` is the item's number: its written number in an ordered
        /// list, its position (from 1) in a bullet list.
        case listItem(ordinal: Int)
        /// The first word of a fenced block's info string.
        case codeBlock(languageHint: String?)
        case blockQuote
        case thematicBreak
        case table(columns: [TableColumn])
        case tableHeaderRow
        /// Body rows count from 1; the header row is row 0.
        case tableRow(rowIndex: Int)
        case tableCell(columnIndex: Int)
    }

    public struct TableColumn: Sendable, Hashable, Codable {
        public enum Alignment: Int, Sendable, Hashable, Codable {
            case left, center, right
        }

        public var alignment: Alignment

        public init(alignment: Alignment) { self.alignment = alignment }
    }

    public struct IntentType: Sendable, Hashable, Codable {
        public var kind: Kind
        public var identity: Int

        public init(kind: Kind, identity: Int) {
            self.kind = kind
            self.identity = identity
        }
    }

    /// Innermost first, as Apple's.
    public var components: [IntentType]

    public init(types: [IntentType]) { components = types }

    /// How deep the innermost list is nested: 0 in a list that is in no
    /// other (and outside every list), one more for each list around it, as
    /// Apple documents `indentationLevel`.
    public var indentationLevel: Int {
        max(0, components.count { $0.kind == .orderedList || $0.kind == .unorderedList } - 1)
    }

    public init(_ kind: Kind, identity: Int, parent: PresentationIntent? = nil) {
        components = [IntentType(kind: kind, identity: identity)] + (parent?.components ?? [])
    }
}

extension PresentationIntent.Kind {
    /// The kind as the `runs` command writes it: `"paragraph"`, `"header(level: 2)"`.
    public var name: String {
        switch self {
        case .paragraph: return "paragraph"
        case .header(let level): return "header(level: \(level))"
        case .orderedList: return "orderedList"
        case .unorderedList: return "unorderedList"
        case .listItem(let ordinal): return "listItem(ordinal: \(ordinal))"
        case .codeBlock(let hint): return "codeBlock(languageHint: " + (hint.map { JSONText.quoted($0) } ?? "nil") + ")"
        case .blockQuote: return "blockQuote"
        case .thematicBreak: return "thematicBreak"
        case .table(let columns):
            return "table(columns: [" + columns.map { "\($0.alignment)" }.joined(separator: ", ") + "])"
        case .tableHeaderRow: return "tableHeaderRow"
        case .tableRow(let rowIndex): return "tableRow(rowIndex: \(rowIndex))"
        case .tableCell(let columnIndex): return "tableCell(columnIndex: \(columnIndex))"
        }
    }
}
