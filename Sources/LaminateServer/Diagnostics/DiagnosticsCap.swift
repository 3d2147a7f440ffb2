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
enum DiagnosticsCap {
    static let maximumPerDocument = 1_000

    /// The first `limit` problems in document order and, when there are
    /// more, a LAM301 at the first one left out, as severe as the most
    /// severe of those, naming how many there are.
    static func capped(_ diagnostics: [Diagnostic], limit: Int = maximumPerDocument) -> [Diagnostic] {
        capped(
            count: diagnostics.count, start: { diagnostics[$0].range.start }, severity: { diagnostics[$0].severity },
            whole: { diagnostics[$0] }, all: { diagnostics }, limit: limit)
    }

    /// The same as `capped(problems.all() + links)`, making whole only the
    /// problems shown: ordering and counting read the problems' outlines.
    static func capped(_ problems: ValidationProblems, then links: [Diagnostic], limit: Int = maximumPerDocument) -> [Diagnostic] {
        let outlines = problems.outlines
        let count = outlines.count
        return capped(
            count: count + links.count,
            start: { $0 < count ? outlines[$0].range.start : links[$0 - count].range.start },
            severity: { $0 < count ? outlines[$0].severity : links[$0 - count].severity },
            whole: { $0 < count ? problems.diagnostic(outlines[$0]) : links[$0 - count] },
            all: { problems.all() + links }, limit: limit)
    }

    /// The same as `capped(problems.all() + links.diagnostics)` (no
    /// `problems`: none), making whole only the link problems that can be
    /// shown: a document with tens of thousands of broken links costs a
    /// keystroke its first chunks' problems, not all of them.
    static func capped(_ problems: ValidationProblems?, then links: LinkProblems, limit: Int = maximumPerDocument) -> [Diagnostic] {
        let outlines = problems?.outlines ?? []
        let count = outlines.count
        guard count + links.count > limit else { return (problems?.all() ?? []) + links.diagnostics }
        // The first `limit + 1` in order are among the first `limit + 1`
        // link problems (in order of their starts) and the outlines; the
        // rest of the link problems all come after them.
        let leading = links.leading(limit + 1)
        let shown = leading.diagnostics
        return capped(
            count: count + shown.count,
            start: { $0 < count ? outlines[$0].range.start : shown[$0 - count].range.start },
            severity: { $0 < count ? outlines[$0].severity : shown[$0 - count].severity },
            whole: { index in problems.map { index < count ? $0.diagnostic(outlines[index]) : shown[index - count] } ?? shown[index] },
            all: { (problems?.all() ?? []) + shown }, limit: limit,
            beyond: (leading.restCount, leading.restErrors, leading.restMostSevere))
    }

    /// Capping `count` problems, each read by its position in the list:
    /// where it starts, how severe it is, and (only for those shown) whole.
    private static func capped(
        count: Int, start: (Int) -> Int, severity: (Int) -> DiagnosticSeverity,
        whole: (Int) -> Diagnostic, all: () -> [Diagnostic], limit: Int,
        beyond: (count: Int, errors: Int, mostSevere: DiagnosticSeverity?) = (0, 0, nil)
    ) -> [Diagnostic] {
        guard count > limit else { return all() }
        // Stable: problems at one place keep the validator's order. Most
        // lists are in order already.
        var ordered = Array(0..<count)
        if !ordered.indices.dropFirst().allSatisfy({ start($0 - 1) <= start($0) }) {
            ordered.sort { (start($0), $0) < (start($1), $1) }
        }
        let hidden = ordered[limit...]
        let first = hidden[hidden.startIndex]
        var errors = beyond.errors
        var mostSevere = min(severity(first), beyond.mostSevere ?? severity(first))
        for index in hidden {
            let level = severity(index)
            if level == .error { errors += 1 }
            mostSevere = min(mostSevere, level)
        }
        let errorNote = errors == 0 ? "" : " (\(errors.groupedDigits) of them errors)"
        let summary = Diagnostic(
            code: .diagnosticsNotShown, severity: mostSevere,
            message: "\((hidden.count + beyond.count).groupedDigits) more problems\(errorNote) from here on are not shown: "
                + "the language server publishes at most \(limit.groupedDigits) per document; "
                + "laminate check lists them all.",
            range: ByteRange(start(first), start(first)))
        return ordered[..<limit].map(whole) + [summary]
    }
}
