import LaminateDialect

/// A validated document's problems in the order `AttributeValidator.validate`
/// reports them — every chunk's, merged with those only the whole document
/// shows — each made whole (a `Diagnostic`, with its strings and arrays)
/// only when read.
///
/// The server publishes the first thousand problems of a document; a large
/// one may have tens of thousands, and making every one whole per
/// keystroke, to sort and drop most of them, held three lists of them at
/// once (the heap's peak while typing). An outline is what ordering and counting
/// read: the range, the code and the severity.
public struct ValidationProblems: Sendable {
    /// One problem's range, code and severity, and where it is kept.
    public struct Outline: Sendable {
        public let range: ByteRange
        public let code: DiagnosticCode
        public let severity: DiagnosticSeverity
        let place: Place

        var documentOrder: DocumentOrder { DocumentOrder(range: range, code: code) }
    }

    enum Place: Sendable {
        /// Problem `record` of chunk `chunk` of the findings.
        case chunk(Int32, record: Int32)
        /// Of the problems only the whole document shows.
        case whole(Int)
    }

    /// The problems, in order.
    public let outlines: [Outline]
    private let findings: ValidationFindings
    private let whole: [Diagnostic]

    /// The chunks' problems (in document order) merged with `whole` (in
    /// `DocumentOrder` too); on a tie, the chunks' come first.
    init(findings: ValidationFindings, whole: [Diagnostic]) {
        var chunks = findings.outlines()
        // A chunk's problems are in order, but one may lie in another chunk:
        // a reference-form span that breaks a constraint is reported at its
        // definition. Where the chunks' lists meet out of order, the order
        // would depend on where the chunks begin, which an incremental parse
        // and a fresh one choose differently; sorted (stably: equal ranges
        // and codes keep the chunks' order), it does not.
        chunks.sortIfOutOfOrder(by: \.documentOrder)
        var outlines: [Outline] = []
        outlines.reserveCapacity(chunks.count + whole.count)
        var index = 0
        for (position, diagnostic) in whole.enumerated() {
            while index < chunks.count, chunks[index].documentOrder <= diagnostic.documentOrder {
                outlines.append(chunks[index])
                index += 1
            }
            outlines.append(
                Outline(
                    range: diagnostic.range, code: diagnostic.code, severity: diagnostic.severity,
                    place: .whole(position)))
        }
        outlines.append(contentsOf: chunks[index...])
        self.outlines = outlines
        self.findings = findings
        self.whole = whole
    }

    public var count: Int { outlines.count }

    /// The problem `outline` describes, whole.
    public func diagnostic(_ outline: Outline) -> Diagnostic {
        switch outline.place {
        case .chunk(let chunk, let record):
            return findings.diagnostic(chunk: Int(chunk), record: Int(record))
        case .whole(let index):
            return whole[index]
        }
    }

    /// Every problem, whole, in order.
    public func all() -> [Diagnostic] { outlines.map(diagnostic) }
}
