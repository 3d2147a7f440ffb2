import LaminateAttributes
import LaminateDialect
import LaminateFeatures

/// What the server shows of one version of a document's problems, pushed
/// or pulled alike.
///
/// At most `maximumPerDocument` problems, the first in the document, then
/// one LAM201 saying how many more there are: a client showing 50,000
/// diagnostics slows to a crawl (Neovim redraws each), and nobody reads
/// past the first screenful. `laminate check` still lists them all. A
/// document too large to analyse has only its LAM202.
enum PublishedDiagnostics {
    static let maximumPerDocument = 1_000

    /// The problems of `snapshot` to publish; `analysis` is computed only
    /// for a document within the size limit.
    static func of(_ snapshot: DocumentSnapshot, ledger: DiagnosticsLedger,
                   analysis: () -> DocumentAnalysis) -> [Diagnostic] {
        if let tooLarge = DocumentSizeLimit.diagnostic(for: snapshot) { return [tooLarge] }
        return capped(ledger.check(snapshot, analysis: analysis()).diagnostics)
    }

    /// The first `limit` problems in document order and, when there are
    /// more, a LAM201 at the first one left out, as severe as the most
    /// severe of those, naming how many there are.
    static func capped(_ diagnostics: [Diagnostic], limit: Int = maximumPerDocument) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        // Stable: problems at one place keep the validator's order.
        let ordered = diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map(\.element)
        let hidden = ordered[limit...]
        let first = hidden[hidden.startIndex]
        let errors = hidden.count(where: { $0.severity == .error })
        let errorNote = errors == 0 ? "" : " (\(errors.groupedDigits) of them errors)"
        let summary = Diagnostic(
            code: .diagnosticsNotShown, severity: hidden.map(\.severity).min(),
            message: "\(hidden.count.groupedDigits) more problems\(errorNote) from here on are not shown: "
                + "the language server publishes at most \(limit.groupedDigits) per document; "
                + "laminate check lists them all.",
            range: ByteRange(first.range.start, first.range.start))
        return Array(ordered[..<limit]) + [summary]
    }
}
