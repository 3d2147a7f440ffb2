/// One block while the block phase runs: the parser's own arena node, turned
/// into a `SyntaxTree` node only when the whole document has been read.
///
/// Blocks are kept apart from the final tree because CommonMark decides some
/// things about a block only when it closes (a paragraph may turn out to be
/// reference definitions, a list's tightness depends on all its items), and
/// because inline parsing must wait until every definition is known.
struct BlockRecord {
    // Laid out so that no padding falls between fields (the kind, then the
    // flags, then 32-bit numbers): a large document has hundreds of
    // thousands of records, all alive until the tree is emitted, so every
    // byte here counts in the peak memory of `laminate check` and `html`. Offsets are 32-bit, as in
    // the tree (inputs over 2 GiB are refused). Whether a block started on
    // the current line is `start >= lineStart`, so no line number is kept.
    var kind: BlockRecordKind
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
    private var storedStart: Int32
    private var storedEnd: Int32
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
    /// Paragraphs, headings and table cells: their inline content is
    /// `contentLines[firstContentLine ..< firstContentLine + contentLineCount]`
    /// of the parser, set on closing.
    var firstContentLine: Int32 = 0
    var contentLineCount: Int32 = 0
    /// Code and HTML blocks: their entry in the parser's `literals`.
    var literalIndex: Int32 = -1

    init(kind: BlockRecordKind, start: Int, end: Int) {
        self.kind = kind
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
    }

    /// Source range; `end` grows as lines are added and is settled on closing.
    var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }

    var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
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
    case heading(level: Int8, style: HeadingStyle)
    case thematicBreak
    case fencedCode(FenceData)
    /// `contentLength` is the literal's length up to its last non-blank line.
    case indentedCode(contentLength: Int32)
    case htmlBlock(HTMLBlockKind)
    /// Indexes the parser's `scannedDefinitions`.
    case definition(index: Int32)
    /// Indexes the parser's `tables`.
    case table(index: Int32)
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
///
/// Eight bytes (see `BlockRecord`): an ordered list's start has at most nine
/// digits, the marker is indented at most three columns, and the padding is
/// the marker's width (at most ten) and up to four spaces.
struct ListMarkerData {
    private var start: Int32
    /// The bullet (`-`, `+`, `*`) or the delimiter after the number (`.`, `)`).
    private var character: UInt8
    private var isOrdered: Bool
    private var storedMarkerOffset: UInt8
    private var storedPadding: UInt8

    init(kind: ListInfo.Kind, markerOffset: Int, padding: Int) {
        switch kind {
        case .bullet(let marker):
            start = 0
            character = marker
            isOrdered = false
        case .ordered(let start, let delimiter):
            self.start = Int32(truncatingIfNeeded: start)
            character = delimiter
            isOrdered = true
        }
        storedMarkerOffset = UInt8(truncatingIfNeeded: markerOffset)
        storedPadding = UInt8(truncatingIfNeeded: padding)
    }

    var kind: ListInfo.Kind {
        isOrdered ? .ordered(start: Int(start), delimiter: character) : .bullet(marker: character)
    }

    /// Columns of indentation before the marker.
    var markerOffset: Int { Int(storedMarkerOffset) }
    /// Columns from the marker's start to the item's content.
    var padding: Int { Int(storedPadding) }

    /// Whether an item with this marker continues a list begun with `other`.
    func continues(_ other: ListMarkerData) -> Bool {
        isOrdered == other.isOrdered && character == other.character
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
    // Small, like every number a `BlockRecord` keeps (see there); a fence
    // is indented at most three columns.
    private var storedLength: Int32
    var character: UInt8
    private var storedIndentation: UInt8

    init(character: UInt8, length: Int, indentation: Int) {
        self.character = character
        storedLength = Int32(truncatingIfNeeded: length)
        storedIndentation = UInt8(truncatingIfNeeded: indentation)
    }

    var length: Int { Int(storedLength) }
    /// Columns of indentation before the opening fence, removed from each content line.
    var indentation: Int { Int(storedIndentation) }
}

/// One line of a leaf block's inline content, in 32-bit offsets (half a
/// `ByteRange`: there are about as many as there are blocks).
struct ContentLine {
    private var start: Int32
    private var end: Int32

    init(_ range: ByteRange) {
        start = Int32(truncatingIfNeeded: range.start)
        end = Int32(truncatingIfNeeded: range.end)
    }

    var range: ByteRange { ByteRange(Int(start), Int(end)) }
}
