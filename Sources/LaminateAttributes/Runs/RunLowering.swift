import Foundation
import LaminateDialect

/// The state of one lowering: what encloses the node being visited, and the
/// pieces of text emitted so far.
struct RunLowering {
    let tree: SyntaxTree
    let definition: FormattingDefinition
    let baseURL: URL?
    let separation: BlockSeparation
    let options: RunOptions
    var pieces: [RunPiece] = []
    /// Spans whose attribute list did not read, in document order.
    var invalidAttributeSpans: [InvalidAttributeSpan] = []
    /// Whether the last character emitted is white space (`.inlineOnly`
    /// folds white space into one space; true at the start drops leading space).
    var lastEmittedIsSpace = true

    // Blocks
    /// The enclosing blocks that have a presentation intent, outermost first.
    var blocks: [PresentationIntent.IntentType] = []
    /// The intent of `blocks`, built only when text is emitted: building
    /// one costs the nesting depth, so building it at every block entered
    /// would be quadratic in the depth (100,000 nested block quotes). Pieces
    /// emitted under the same blocks share one copy.
    var cachedPresentationIntent: PresentationIntent?
    var presentationIntentIsCurrent = true
    var nextIdentity = 1
    /// For each open list, the ordinal of its next item.
    var nextOrdinals: [Int] = []
    /// For each open table, the index of its next body row.
    var nextRowIndices: [Int] = []
    /// For each open table row, the index of its next cell.
    var nextColumnIndices: [Int] = []
    var isInTableHead = false
    /// Set when a leaf block starts in the readable form; its first text is
    /// preceded by a `\n`.
    var needsSeparator = false
    var languageIdentifier: String?

    // Inlines
    var emphasisDepth = 0
    var strongDepth = 0
    var strikethroughDepth = 0
    var links: [String] = []
    var images: [String] = []
    /// For each open attribute span, the attributes in force inside it (its
    /// own over its parents': the inner value wins).
    var spanAttributes: [[String: AttributeValue]] = []

    init(
        tree: SyntaxTree, definition: FormattingDefinition, baseURL: URL?, separation: BlockSeparation,
        options: RunOptions = RunOptions()
    ) {
        self.tree = tree
        self.definition = definition
        self.baseURL = baseURL
        self.separation = separation
        self.options = options
    }

    /// The attributes of text emitted now, with `extra` inline intents.
    mutating func currentAttributes(adding extra: InlinePresentationIntent = []) -> RunAttributes {
        var intent = extra
        if emphasisDepth > 0 { intent.insert(.emphasized) }
        if strongDepth > 0 { intent.insert(.stronglyEmphasized) }
        if strikethroughDepth > 0 { intent.insert(.strikethrough) }
        return RunAttributes(
            inlinePresentationIntent: intent, presentationIntent: currentPresentationIntent(), link: links.last,
            imageURL: images.last, languageIdentifier: languageIdentifier,
            spanAttributes: spanAttributes.last ?? [:])
    }

    /// A leaf block (the blocks whose text is emitted) begins.
    mutating func startLeafBlock() {
        if separation == .newlineBetweenBlocks { needsSeparator = true }
    }

    /// Appends rendered text from `source`, split after each `\n` it holds
    /// (an entity like `&#10;` can produce one).
    mutating func emit(_ text: String, source: ByteRange?, adding extra: InlinePresentationIntent = []) {
        var text = text
        if options.syntax == .inlineOnly { text = foldingWhiteSpace(text, keepsLineBreaks: extra.contains(.lineBreak)) }
        guard !text.isEmpty else { return }
        if needsSeparator {
            needsSeparator = false
            if let last = pieces.last, !last.text.hasSuffix("\n") {
                pieces.append(
                    RunPiece(
                        text: "\n", attributes: RunAttributes(presentationIntent: last.attributes.presentationIntent),
                        source: nil))
            }
        }
        let attributes = currentAttributes(adding: extra)
        let source = source.flatMap { $0.isEmpty ? nil : $0 }
        var lines: [String] = []
        var line = ""
        for character in text.unicodeScalars {
            line.unicodeScalars.append(character)
            if character == "\n" {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        // Each line keeps the source line it came from (inline HTML across
        // lines), so that segments stay in source order when a paragraph
        // attribute puts the lines in different runs; without as many source
        // lines, every line keeps the whole source.
        let lineSources = lines.count > 1 ? source.flatMap { sourceLines($0, count: lines.count) } : nil
        for (index, line) in lines.enumerated() {
            pieces.append(RunPiece(text: line, attributes: attributes, source: lineSources?[index] ?? source))
        }
    }

    /// `.inlineOnly`'s white space: every run of spaces, tabs and line
    /// endings one space, none after another or at the start. A hard break
    /// stays a `\n` and counts as white space.
    mutating func foldingWhiteSpace(_ text: String, keepsLineBreaks: Bool) -> String {
        if keepsLineBreaks {
            lastEmittedIsSpace = true
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !lastEmittedIsSpace { result.unicodeScalars.append(" ") }
                lastEmittedIsSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                lastEmittedIsSpace = false
            }
        }
        return result
    }

    /// `range` cut after each of its line breaks (`\n`, `\r\n`, `\r`), if
    /// that makes `count` lines (a last, empty one is dropped).
    func sourceLines(_ range: ByteRange, count: Int) -> [ByteRange]? {
        var lines: [ByteRange] = []
        var lineStart = range.start
        for index in range.range {
            let byte = tree.source[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            if byte == UInt8(ascii: "\r"), index + 1 < range.end, tree.source[index + 1] == UInt8(ascii: "\n") { continue }
            lines.append(ByteRange(lineStart, index + 1))
            lineStart = index + 1
        }
        if lineStart < range.end { lines.append(ByteRange(lineStart, range.end)) }
        return lines.count == count ? lines : nil
    }

    /// The source bytes of `range` as text; NUL becomes U+FFFD as CommonMark says.
    func sourceText(_ start: Int, _ end: Int) -> String {
        let bytes = tree.source[max(0, start)..<min(max(start, end), tree.source.count)]
        guard bytes.contains(0) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).replacingNUL()
    }

    /// A link's or image's destination as Foundation gives it: resolved
    /// against the base URL when there is one, else as written.
    func destination(_ written: String) -> String {
        guard let baseURL, let url = RunAttributes.url(written, relativeTo: baseURL) else { return written }
        return url.absoluteString
    }

    /// Identities count every block with an intent in document order, from
    /// 1, one counter per document: the automerge-swift and stream-chat-swift
    /// printouts number a list, then its item, then the item's paragraph.
    mutating func pushBlock(_ kind: PresentationIntent.Kind) {
        blocks.append(PresentationIntent.IntentType(kind: kind, identity: nextIdentity))
        nextIdentity &+= 1
        presentationIntentIsCurrent = false
    }

    mutating func popBlock() {
        guard !blocks.isEmpty else { return }
        blocks.removeLast()
        presentationIntentIsCurrent = false
    }

    mutating func currentPresentationIntent() -> PresentationIntent? {
        guard options.syntax == .full else { return nil }
        if !presentationIntentIsCurrent {
            cachedPresentationIntent = blocks.isEmpty ? nil : PresentationIntent(types: blocks.reversed())
            presentationIntentIsCurrent = true
        }
        return cachedPresentationIntent
    }

    /// Merges the pieces into runs, after giving each paragraph attribute one
    /// value per Markdown paragraph.
    mutating func finish() -> AttributeRuns {
        if options.spanKeys == .allowedByDefinition {
            ParagraphAttributes.spread(over: &pieces, keys: definition.catalog.declarations.filter(\.isParagraphAttribute).map(\.key))
        }
        if options.syntax == .inlineOnly { dropTrailingSpace() }
        var text = ""
        var utf8Count = 0
        var runs: [AttributeRun] = []
        var segments: [RunSegment] = []
        for piece in pieces {
            let start = utf8Count
            utf8Count &+= piece.text.utf8.count
            text += piece.text
            if let last = runs.last, last.attributes == piece.attributes {
                runs[runs.count - 1].textRange = last.textRange.lowerBound..<utf8Count
            } else {
                runs.append(AttributeRun(textRange: start..<utf8Count, attributes: piece.attributes, sourceRanges: []))
            }
            guard let source = piece.source else { continue }
            let runIndex = runs.count - 1
            if let lastRange = runs[runIndex].sourceRanges.last, lastRange.end >= source.start, lastRange.start <= source.start {
                runs[runIndex].sourceRanges[runs[runIndex].sourceRanges.count - 1] = ByteRange(lastRange.start, max(lastRange.end, source.end))
            } else {
                runs[runIndex].sourceRanges.append(source)
            }
            if let lastSegment = segments.last, lastSegment.sourceRange == source, lastSegment.runIndex == runIndex {
                // The lines of one node split at `\n`: one segment.
                segments[segments.count - 1].textRange = lastSegment.textRange.lowerBound..<utf8Count
            } else {
                segments.append(RunSegment(textRange: start..<utf8Count, sourceRange: source, runIndex: runIndex))
            }
        }
        return AttributeRuns(text: text, runs: runs, segments: segments, invalidAttributeSpans: invalidAttributeSpans)
    }

    /// `.inlineOnly` ends without white space, as a paragraph does: a
    /// final hard break (the input's last line ending after two spaces) and
    /// a final space go.
    private mutating func dropTrailingSpace() {
        while let last = pieces.last, last.text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\n" }) { pieces.removeLast() }
        guard let last = pieces.last, last.text.hasSuffix(" ") else { return }
        pieces[pieces.count - 1].text.removeLast()
    }
}
