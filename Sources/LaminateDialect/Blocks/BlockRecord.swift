/// One block while the block phase runs: the parser's own arena node, turned
/// into a `SyntaxTree` node only when the whole document has been read.
///
/// Blocks are kept apart from the final tree because CommonMark decides some
/// things about a block only when it closes (a paragraph may turn out to be
/// reference definitions, a list's tightness depends on all its items), and
/// because inline parsing must wait until every definition is known.
struct BlockRecord {
    var kind: BlockRecordKind
    /// Source range; `end` grows as lines are added and is settled on closing.
    var start: Int
    var end: Int
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var nextSibling: Int32 = -1
    var previousSibling: Int32 = -1
    /// The last child that is not a reference definition. cmark keeps no
    /// nodes for definitions, so list tightness and the rule that an empty
    /// list item ends at a blank line look past them.
    var lastContentChild: Int32 = -1
    /// The parent's `lastContentChild` before this block was added, to restore
    /// it if this block is taken out again.
    var previousContentSibling: Int32 = -1
    /// Whether the block's last line was blank (cmark's `last_line_blank`),
    /// which decides list tightness.
    var lastLineBlank = false
    /// For lists and items: whether the last child, followed down through
    /// nested lists and items, ends with a blank line. Computed when the block
    /// closes so that tightness never walks a nesting chain twice.
    var lastChildEndsWithBlank = false
    var isOpen = true
    /// For lists: tightness was decided before the list closed (see
    /// `BlockParser.addChild`).
    var isTightnessDecided = false
    /// The line on which the block started (1-based).
    var startLine: Int = 0
    /// Paragraphs, headings and table cells: their inline content is
    /// `contentLines[firstContentLine ..< firstContentLine + contentLineCount]`
    /// of the parser, set on closing.
    var firstContentLine: Int32 = 0
    var contentLineCount: Int32 = 0
    /// Code and HTML blocks: their entry in the parser's `literals`.
    var literalIndex: Int32 = -1


    init(kind: BlockRecordKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    var endsWithBlankLine: Bool { lastLineBlank || lastChildEndsWithBlank }
}

/// What a `BlockRecord` is, with the facts the block phase needs about it.
///
/// Its payloads are plain values (larger data lives in side tables of the
/// parser), so reading a kind never retains or releases anything: the open
/// blocks' kinds are read for every line.
enum BlockRecordKind {
    case document
    case blockQuote
    case list(ListMarkerData, isTight: Bool)
    case listItem(ListMarkerData)
    /// Its lines are in the parser's `paragraphLines` while it is open (only
    /// one paragraph is open at a time).
    case paragraph
    case heading(level: Int, style: HeadingStyle)
    case thematicBreak
    case fencedCode(FenceData)
    /// `contentLength` is the literal's length up to its last non-blank line.
    case indentedCode(contentLength: Int)
    case htmlBlock(HTMLBlockKind)
    /// Indexes the parser's `scannedDefinitions`.
    case definition(index: Int)
    /// Indexes the parser's `tables`.
    case table(index: Int)
    case tableRow(isHeader: Bool)
    case tableCell(alignment: TableAlignment, isHeader: Bool)

    var isDefinition: Bool {
        if case .definition = self { return true }
        return false
    }

    var isParagraph: Bool {
        if case .paragraph = self { return true }
        return false
    }
}

/// What a list marker says: the kind of list, and where its items' content starts.
struct ListMarkerData {
    var kind: ListInfo.Kind
    /// Columns of indentation before the marker.
    var markerOffset: Int
    /// Columns from the marker's start to the item's content.
    var padding: Int

    /// Whether an item with this marker continues a list begun with `other`.
    func continues(_ other: ListMarkerData) -> Bool {
        switch (kind, other.kind) {
        case let (.bullet(a), .bullet(b)): return a == b
        case let (.ordered(_, a), .ordered(_, b)): return a == b
        default: return false
        }
    }
}

/// The text of a code or HTML block, kept outside `BlockRecord` so records
/// stay plain values.
struct LiteralText {
    /// A fenced code block's decoded info string.
    var info = ""
    /// Code: lines ending in "\n". HTML: lines joined by "\n".
    var content = ""
}

/// A table's columns, and how many empty cells have filled its short rows.
struct TableData {
    var alignments: [TableAlignment]
    var autocompletedCells = 0
}

/// The opening fence of a fenced code block.
struct FenceData {
    var character: UInt8
    var length: Int
    /// Columns of indentation before the opening fence, removed from each content line.
    var indentation: Int
}
