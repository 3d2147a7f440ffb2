import LaminateDialect

/// One chunk's problems as the findings keep them: a few flat arrays of
/// plain values, every range a 32-bit offset from the chunk's start, and
/// the texts (messages, related places' notes, fixes' titles and
/// replacements) in one array, instead of a `Diagnostic` each with its
/// arrays of fixes, edits and places on the heap.
///
/// A chunk's findings are kept for as long as the chunk is (every version
/// that shares it), and a `Diagnostic` with two fixes is seven heap
/// blocks. A problem is made whole again only when it is asked for
/// (`append(to:at:)`, `diagnostic(_:at:)`); its texts are the strings kept here, shared, not
/// copied (the server asks for every problem of each version: texts made
/// anew would be held twice).
struct PackedDiagnostics: Sendable {
    private struct Record: Sendable {
        var code: DiagnosticCode
        var severity: DiagnosticSeverity
        var range: PackedRange
        var message: TextSlice
        /// Its related places: `related[relatedStart..<relatedEnd]`.
        var relatedStart: Int32
        var relatedEnd: Int32
        /// Its fixes: `fixes[fixStart..<fixEnd]`.
        var fixStart: Int32
        var fixEnd: Int32
    }

    private struct PackedRange: Sendable {
        var start: Int32
        var end: Int32

        init(_ range: ByteRange, from origin: Int) {
            start = Int32(truncatingIfNeeded: range.start - origin)
            end = Int32(truncatingIfNeeded: range.end - origin)
        }

        func range(at origin: Int) -> ByteRange { ByteRange(origin + Int(start), origin + Int(end)) }
    }

    /// Which of `texts` a text is.
    private typealias TextSlice = Int32

    private struct PackedRelated: Sendable {
        var range: PackedRange
        var message: TextSlice
    }

    private struct PackedFix: Sendable {
        var title: TextSlice
        var isPreferred: Bool
        /// Its edits: `edits[editStart..<editEnd]`.
        var editStart: Int32
        var editEnd: Int32
    }

    private struct PackedEdit: Sendable {
        var range: PackedRange
        var replacement: TextSlice
    }

    private var records: [Record] = []
    private var related: [PackedRelated] = []
    private var fixes: [PackedFix] = []
    private var edits: [PackedEdit] = []
    private var texts: [String] = []

    /// `diagnostics` (in document coordinates), kept relative to `origin`.
    /// The arrays are sized exactly: they are kept as long as the chunk.
    init(_ diagnostics: [Diagnostic], relativeTo origin: Int) {
        guard !diagnostics.isEmpty else { return }
        records.reserveCapacity(diagnostics.count)
        var relatedCount = 0
        var fixCount = 0
        var editCount = 0
        for diagnostic in diagnostics {
            relatedCount += diagnostic.related.count
            fixCount += diagnostic.fixes.count
            for fix in diagnostic.fixes { editCount += fix.edits.count }
        }
        related.reserveCapacity(relatedCount)
        fixes.reserveCapacity(fixCount)
        edits.reserveCapacity(editCount)
        texts.reserveCapacity(diagnostics.count + relatedCount + fixCount + editCount)
        for diagnostic in diagnostics {
            let message = append(diagnostic.message)
            let relatedStart = Int32(related.count)
            for place in diagnostic.related {
                related.append(PackedRelated(range: PackedRange(place.range, from: origin), message: append(place.message)))
            }
            let fixStart = Int32(fixes.count)
            for fix in diagnostic.fixes {
                let title = append(fix.title)
                let editStart = Int32(edits.count)
                for edit in fix.edits {
                    edits.append(PackedEdit(range: PackedRange(edit.range, from: origin), replacement: append(edit.replacement)))
                }
                fixes.append(PackedFix(title: title, isPreferred: fix.isPreferred, editStart: editStart, editEnd: Int32(edits.count)))
            }
            records.append(
                Record(
                    code: diagnostic.code, severity: diagnostic.severity, range: PackedRange(diagnostic.range, from: origin),
                    message: message, relatedStart: relatedStart, relatedEnd: Int32(related.count),
                    fixStart: fixStart, fixEnd: Int32(fixes.count)))
        }
    }

    var count: Int { records.count }
    var isEmpty: Bool { records.isEmpty }

    /// Appends every problem, whole, with the chunk at `origin`, to `output`.
    func append(to output: inout [Diagnostic], at origin: Int) {
        for record in records { output.append(diagnostic(of: record, at: origin)) }
    }

    /// Problem `index` (in the order they were packed), whole, with the chunk at `origin`.
    func diagnostic(_ index: Int, at origin: Int) -> Diagnostic { diagnostic(of: records[index], at: origin) }

    /// What ordering and counting problems read, without making them whole:
    /// each problem's range (with the chunk at `origin`), code and severity, in order.
    func forEachOutline(at origin: Int, _ body: (ByteRange, DiagnosticCode, DiagnosticSeverity) -> Void) {
        for record in records { body(record.range.range(at: origin), record.code, record.severity) }
    }

    private func diagnostic(of record: Record, at origin: Int) -> Diagnostic {
        var places: [RelatedLocation] = []
        if record.relatedStart < record.relatedEnd {
            places.reserveCapacity(Int(record.relatedEnd - record.relatedStart))
            for place in related[Int(record.relatedStart)..<Int(record.relatedEnd)] {
                places.append(RelatedLocation(range: place.range.range(at: origin), message: string(place.message)))
            }
        }
        var repairs: [Fix] = []
        if record.fixStart < record.fixEnd {
            repairs.reserveCapacity(Int(record.fixEnd - record.fixStart))
            for fix in fixes[Int(record.fixStart)..<Int(record.fixEnd)] {
                let changes = edits[Int(fix.editStart)..<Int(fix.editEnd)].map {
                    SourceEdit(range: $0.range.range(at: origin), replacement: string($0.replacement))
                }
                repairs.append(Fix(title: string(fix.title), edits: changes, isPreferred: fix.isPreferred))
            }
        }
        return Diagnostic(
            code: record.code, severity: record.severity, message: string(record.message),
            range: record.range.range(at: origin), related: places, fixes: repairs)
    }

    private mutating func append(_ string: String) -> TextSlice {
        texts.append(string)
        return TextSlice(texts.count - 1)
    }

    private func string(_ slice: TextSlice) -> String { texts[Int(slice)] }
}
