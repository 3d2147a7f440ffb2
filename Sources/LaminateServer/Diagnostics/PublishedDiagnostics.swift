import LaminateAttributes
import LaminateDialect
import LaminateFeatures

/// How many of one version of a document's problems the server shows,
/// pushed or pulled alike (`ServerState.diagnostics(of:)`).
///
/// At most `maximumPerDocument` problems, the first in the document, then
/// one LAM301 saying how many more there are: a client showing 50,000
/// diagnostics slows to a crawl (Neovim redraws each), and nobody reads
/// past the first screenful. `laminate check` still lists them all.
enum PublishedDiagnostics {
    static let maximumPerDocument = 1_000

    /// The first `limit` problems in document order and, when there are
    /// more, a LAM301 at the first one left out, as severe as the most
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
