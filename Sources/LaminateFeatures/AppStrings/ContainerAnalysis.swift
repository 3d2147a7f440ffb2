import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// One version of a container file (a String Catalog, a `.strings` file, a
/// Swift source) as every feature reads it: its text and line index, its
/// strings, each analysed as a document of its own, and their problems.
///
/// Features run on each string's `DocumentAnalysis` in the string's own
/// offsets, exactly as on a Markdown file; `EmbeddedDocument` maps what
/// they return back to the container.
///
/// A keystroke inside one string's content costs that string, not the
/// container: the edited literal is read again alone
/// (`EmbeddedString.rereading(_:edit:nextLiteralStart:)`), analysed, and
/// the problems of its unit (a catalog entry, or a literal with those
/// nested in it) found again; every other string keeps its document
/// object, its analysis and its unit's problems, and only the array of
/// where strings start moves. A string is kept where it was when it was
/// made and moved to where it now is only when a feature asks for it
/// (`document(_:)`), so no string after the edit is rewritten.
public struct ContainerAnalysis: Sendable {
    public let text: [UInt8]
    public let lineIndex: LineIndex
    public let definition: FormattingDefinition
    public let kind: ContainerKind
    /// The catalog's `sourceLanguage` (nil elsewhere).
    public let sourceLanguage: String?
    /// Why the container could not be read, at the failure; when set,
    /// there are no strings (nothing is served from a broken container).
    public let failure: ContainerFailure?
    /// Each string as it was made: where it was then, which may be before
    /// or after where it is now (`starts`).
    let stored: [EmbeddedDocument]
    /// Where each string's literal starts in `text`.
    let starts: [Int]
    /// What an edit inside a string leaves as it is: which strings hold
    /// which, the units and the token tiles.
    let layout: ContainerLayout
    /// Each unit's problems, where its first string was when they were found.
    let unitProblems: [UnitProblems]

    /// With the analysis of an earlier version of the same container under
    /// the same definition and `change`, what turned its text into `text`
    /// (nil: the texts are compared), an edit inside one string's content
    /// re-reads and re-analyses that string and its unit's problems alone.
    /// Any other edit reads the container whole, and every string whose
    /// text is unchanged keeps its analysis (strings with the same text
    /// share one, so a catalog whose source-language values repeat their
    /// keys parses each text once).
    public init(
        text: [UInt8], kind: ContainerKind, lineIndex: LineIndex? = nil, definition: FormattingDefinition = .builtIn,
        reusing previous: ContainerAnalysis? = nil, change: TextChange? = nil
    ) {
        self.text = text
        let lineIndex = lineIndex ?? LineIndex(text)
        self.lineIndex = lineIndex
        self.definition = definition
        self.kind = kind
        if let previous, previous.definition == definition, previous.kind == kind, previous.failure == nil,
            let edited = Self.editedInsideOneString(text, previous: previous, change: change)
        {
            sourceLanguage = previous.sourceLanguage
            failure = nil
            stored = edited.stored
            starts = edited.starts
            layout = previous.layout
            var unitProblems = previous.unitProblems
            for unit in Set(edited.changed.map { previous.layout.unit(holding: $0) }) {
                unitProblems[unit] = Self.problems(
                    ofUnit: unit, layout: layout, stored: stored, starts: starts, text: text, kind: kind,
                    sourceLanguage: sourceLanguage)
            }
            self.unitProblems = unitProblems
            return
        }
        let scan = ContainerScan.scan(text, as: kind)
        sourceLanguage = scan.sourceLanguage
        failure = scan.failure
        let strings = scan.strings
        let analyses = Self.analyses(of: strings, reusing: previous?.definition == definition ? previous : nil, definition: definition)
        let stored = zip(strings, analyses).map { EmbeddedDocument(string: $0, shared: $1) }
        self.stored = stored
        starts = strings.map(\.literalRange.start)
        let layout = ContainerLayout(strings, kind: kind, lineIndex: lineIndex)
        self.layout = layout
        let starts = starts
        let sourceLanguage = sourceLanguage
        unitProblems = ParallelMap.map(layout.units.count) { unit in
            Self.problems(
                ofUnit: unit, layout: layout, stored: stored, starts: starts, text: text, kind: kind,
                sourceLanguage: sourceLanguage)
        }
    }

    /// The strings' analyses: an earlier version's for every text it had,
    /// matched in order from both ends (an edit leaves the strings before
    /// and after it as they were), then by text; the others, each distinct
    /// text once, on every core.
    private static func analyses(
        of strings: [EmbeddedString], reusing previous: ContainerAnalysis?, definition: FormattingDefinition
    ) -> [StringAnalysis] {
        var shared = [StringAnalysis?](repeating: nil, count: strings.count)
        if let previous {
            let old = previous.stored
            var prefix = 0
            while prefix < strings.count, prefix < old.count, same(strings[prefix].text.bytes, old[prefix].text.bytes) {
                shared[prefix] = old[prefix].shared
                prefix += 1
            }
            var suffix = 0
            while suffix < strings.count - prefix, suffix < old.count - prefix,
                same(strings[strings.count - 1 - suffix].text.bytes, old[old.count - 1 - suffix].text.bytes)
            {
                shared[strings.count - 1 - suffix] = old[old.count - 1 - suffix].shared
                suffix += 1
            }
            // Between them (strings moved, pasted, reordered): by text.
            if prefix + suffix < strings.count {
                var known: [TextKey: StringAnalysis] = [:]
                for document in old[prefix..<(old.count - suffix)] { known[TextKey(document.text.bytes)] = document.shared }
                for index in prefix..<(strings.count - suffix) { shared[index] = known[TextKey(strings[index].text.bytes)] }
            }
        }
        var missing: [TextKey] = []
        var positions: [TextKey: [Int]] = [:]
        for index in strings.indices where shared[index] == nil {
            let key = TextKey(strings[index].text.bytes)
            if positions[key] == nil { missing.append(key) }
            positions[key, default: []].append(index)
        }
        let analysed = ParallelMap.map(missing.count) { [missing] index in StringAnalysis(text: missing[index].bytes, definition: definition) }
        for (key, analysis) in zip(missing, analysed) {
            for index in positions[key] ?? [] { shared[index] = analysis }
        }
        return zip(strings, shared).map { string, analysis in
            analysis ?? StringAnalysis(text: string.text.bytes, definition: definition)
        }
    }

    /// The strings and starts after an edit inside one string's content,
    /// with the indices of the strings made again (the edited one, and a
    /// key's values that take its new name), or after an edit no string
    /// depends on; nil when the container must be read whole.
    private static func editedInsideOneString(
        _ text: [UInt8], previous: ContainerAnalysis, change: TextChange?
    ) -> (stored: [EmbeddedDocument], starts: [Int], changed: [Int])? {
        let edit = change ?? TextChange(from: previous.text, to: text)
        guard text.count == previous.text.count + edit.shift else { return nil }
        guard let index = previous.lastDocument(startingBefore: edit.oldRange.start),
            case let string = previous.document(index).string,
            let reread = string.rereading(
                text, edit: edit, nextLiteralStart: index + 1 < previous.starts.count ? previous.starts[index + 1] : nil)
        else {
            return editedOutsideStrings(text, previous: previous, edit: edit)
        }
        var stored = previous.stored
        var starts = previous.starts
        let analysis =
            reread.text.bytes == string.text.bytes
            ? previous.stored[index].shared : StringAnalysis(text: reread.text.bytes, definition: previous.definition)
        stored[index] = EmbeddedDocument(string: reread, shared: analysis)
        var changed = [index]
        if edit.shift != 0 {
            starts.withUnsafeMutableBufferPointer { starts in
                for later in (index + 1)..<starts.count { starts[later] += edit.shift }
            }
        }
        let values = string.valuesNamedByKey(in: LazyDocumentStrings(analysis: previous), after: index)
        for value in values {
            var renamed = previous.document(value).string.shifted(by: edit.shift)
            renamed.origin.key = reread.origin.key
            stored[value] = EmbeddedDocument(string: renamed, shared: previous.stored[value].shared)
            changed.append(value)
        }
        return (stored, starts, changed)
    }

    /// The strings and starts after an edit inside a catalog's string that
    /// no string depends on (a `comment`, see
    /// `ContainerScan.editLeavesCatalogStrings(_:old:new:)`): the strings
    /// moved, those on the edited line made again (their tile's tokens
    /// may have moved along the line), and the unit around the edit
    /// checked again; nil for any other edit.
    private static func editedOutsideStrings(
        _ text: [UInt8], previous: ContainerAnalysis, edit: TextChange
    ) -> (stored: [EmbeddedDocument], starts: [Int], changed: [Int])? {
        guard previous.kind == .stringCatalog, ContainerScan.editLeavesCatalogStrings(edit, old: previous.text, new: text) else {
            return nil
        }
        var stored = previous.stored
        var starts = previous.starts
        let after = (previous.lastDocument(startingBefore: edit.oldRange.start) ?? -1) + 1
        if edit.shift != 0 {
            starts.withUnsafeMutableBufferPointer { starts in
                for later in after..<starts.count { starts[later] += edit.shift }
            }
        }
        let line = previous.lineIndex.line(containingUTF8Offset: edit.oldRange.start)
        guard let lineRange = previous.lineIndex.contentRange(ofLine: line) else { return nil }
        // The unit around the edit (a key before it, values after) is
        // checked again: its strings moved apart.
        var changed = [after - 1, after].filter { $0 >= 0 && $0 < starts.count }
        var index = (previous.lastDocument(startingBefore: lineRange.start) ?? -1) + 1
        while index < previous.starts.count, previous.starts[index] <= lineRange.end {
            let moved = previous.document(index).string.shifted(by: index >= after ? edit.shift : 0)
            stored[index] = EmbeddedDocument(string: moved, shared: previous.stored[index].shared)
            changed.append(index)
            index += 1
        }
        return (stored, starts, changed)
    }

    /// The problems of unit `unit` (see `ContainerDiagnostics.problems(of:)`).
    private static func problems(
        ofUnit unit: Int, layout: ContainerLayout, stored: [EmbeddedDocument], starts: [Int], text: [UInt8],
        kind: ContainerKind, sourceLanguage: String?
    ) -> UnitProblems {
        let range = layout.units[unit]
        let documents = range.map { placed(stored[$0], at: starts[$0]) }
        return UnitProblems(
            start: starts[range.lowerBound],
            problems: ContainerDiagnostics.problems(of: documents, kind: kind, sourceLanguage: sourceLanguage, container: text))
    }

    /// `document` moved to start at `start`: itself when it is there.
    private static func placed(_ document: EmbeddedDocument, at start: Int) -> EmbeddedDocument {
        let delta = start - document.string.literalRange.start
        return delta == 0 ? document : EmbeddedDocument(string: document.string.shifted(by: delta), shared: document.shared)
    }

    /// Whether two texts are the same bytes (one `memcmp`).
    private static func same(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.count == rhs.count
            && lhs.withUnsafeBytes { left in
                rhs.withUnsafeBytes { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
    }

    /// A string's text as a dictionary key, hashed as one block of bytes
    /// (an array of bytes hashes byte by byte: a tenth of a catalog's analysis).
    struct TextKey: Hashable, Sendable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
        static func == (lhs: TextKey, rhs: TextKey) -> Bool { same(lhs.bytes, rhs.bytes) }
    }

    // MARK: The strings

    /// How many strings the container has.
    public var documentCount: Int { stored.count }

    /// String `index` (in container order) where it now is.
    public func document(_ index: Int) -> EmbeddedDocument { Self.placed(stored[index], at: starts[index]) }

    /// Every string, in container order (a document object each: for a
    /// request on the whole container, such as its colours).
    public var documents: [EmbeddedDocument] { stored.indices.map(document) }

    /// The container read as its strings, as `ContainerScan.scan` reads it.
    public var scan: ContainerScan {
        ContainerScan(kind: kind, strings: documents.map(\.string), sourceLanguage: sourceLanguage, failure: failure)
    }

    /// Where string `index`'s literal ends.
    func literalEnd(_ index: Int) -> Int { starts[index] + stored[index].string.literalRange.count }

    /// The index of the last string starting before `offset` (a binary search).
    func lastDocument(startingBefore offset: Int) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The document whose string holds container offset `offset` (its
    /// content, end included), with the offset in the string's text; nil
    /// inside a Swift interpolation, which is code.
    public func document(at offset: Int) -> (document: EmbeddedDocument, textOffset: Int)? {
        var index = lastDocument(startingBefore: offset)
        while let current = index {
            if offset < literalEnd(current) {
                let document = document(current)
                guard let textOffset = document.string.text.textOffset(atSource: offset),
                    !document.string.isInsideInterpolation(offset, in: text)
                else { return nil }
                return (document, textOffset)
            }
            // A literal that holds `offset` and starts before the one found
            // can only be one around it.
            index = layout.enclosing[current]
        }
        return nil
    }

    /// The indices of the documents whose strings meet container range
    /// `range`, in container order (with, around nested Swift literals, a
    /// few that end before it).
    func documentIndices(meeting range: ByteRange) -> Range<Int> {
        // The first string starting after the range's start…
        let low = (lastDocument(startingBefore: range.start + 1) ?? -1) + 1
        // …and before it, the last one starting at or before it, or the
        // outermost literal around that one still holding the start.
        var first = low
        var candidate: Int? = low > 0 ? low - 1 : nil
        while let current = candidate {
            if literalEnd(current) > range.start { first = current }
            candidate = layout.enclosing[current]
        }
        var end = low
        while end < starts.count, starts[end] < max(range.end, range.start + 1) { end += 1 }
        return first..<end
    }

    /// The documents whose strings meet container range `range`, in
    /// container order (with, around nested Swift literals, a few that end
    /// before it).
    public func documents(meeting range: ByteRange) -> [EmbeddedDocument] {
        documentIndices(meeting: range).map(document)
    }

    /// Every problem of the strings, in container order (see `ContainerDiagnostics.check(_:)`).
    var problems: [Diagnostic] {
        var problems: [Diagnostic] = []
        for (unit, found) in unitProblems.enumerated() where !found.problems.isEmpty {
            let delta = starts[layout.units[unit].lowerBound] - found.start
            if delta == 0 {
                problems += found.problems
            } else {
                problems += found.problems.map { $0.shifted(by: delta) }
            }
        }
        return problems
    }
}

/// The strings of an analysis as a collection, each made where it is only when read.
private struct LazyDocumentStrings: RandomAccessCollection {
    let analysis: ContainerAnalysis
    var startIndex: Int { 0 }
    var endIndex: Int { analysis.documentCount }
    subscript(position: Int) -> EmbeddedString { analysis.document(position).string }
}

/// One unit's problems, located as the unit was when they were found.
struct UnitProblems: Sendable {
    /// Where the unit's first string started then.
    var start: Int
    var problems: [Diagnostic]
}

/// What an edit inside one string's content leaves as it is, shared by
/// every version made by such edits: which string holds which, the units
/// whose problems are found together, and the tiles of semantic tokens.
final class ContainerLayout: Sendable {
    /// For each string, the index of the one whose literal holds its own
    /// (a Swift literal inside an interpolation), else nil.
    let enclosing: [Int?]
    /// The strings whose problems depend on one another, in order: a
    /// catalog's entry (its key and values), elsewhere a literal with those
    /// nested in it.
    let units: [Range<Int>]
    /// The strings of each token tile (see `ContainerTokenTiles`).
    let tiles: [Range<Int>]

    init(_ strings: [EmbeddedString], kind: ContainerKind, lineIndex: LineIndex) {
        var enclosing = [Int?](repeating: nil, count: strings.count)
        var open: [Int] = []
        for (index, string) in strings.enumerated() {
            while let last = open.last, strings[last].literalRange.end <= string.literalRange.start { open.removeLast() }
            enclosing[index] = open.last
            open.append(index)
        }
        self.enclosing = enclosing
        var units: [Range<Int>] = []
        var first = 0
        for index in strings.indices where index > first {
            let starts = kind == .stringCatalog ? strings[index].origin.role == .key : enclosing[index] == nil
            if starts {
                units.append(first..<index)
                first = index
            }
        }
        if !strings.isEmpty { units.append(first..<strings.count) }
        self.units = units
        tiles = ContainerTokenTiles.tiles(of: strings, lineIndex: lineIndex)
    }

    /// The unit holding string `index` (a binary search).
    func unit(holding index: Int) -> Int {
        units.lazy.map(\.lowerBound).lastIndex(atOrBefore: index)
    }
}
