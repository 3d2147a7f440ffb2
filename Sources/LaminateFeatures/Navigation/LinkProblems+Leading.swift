import LaminateAttributes
import LaminateDialect

/// What a client is shown of a document full of broken links: the server
/// publishes the first problems and a count of the rest
/// (`DiagnosticsCap`), so it asks for those first ones and for the rest's
/// numbers, and the tens of thousands of problems past them are never
/// made whole (moved to where their chunk is, with their fixes) on a keystroke.
extension LinkProblems {
    /// How many problems there are.
    public var count: Int { chunks.weight }

    /// The first problems in document order and what the rest are.
    public struct Leading: Sendable {
        /// At least the number asked for (all when there are fewer), in
        /// order of where each starts, problems at one place in the order
        /// of their links: each chunk's problems sorted, whole chunks.
        public let diagnostics: [Diagnostic]
        /// How many of the problems not among them there are, how many of
        /// those are errors, and the most severe of them (nil: none).
        public let restCount: Int
        public let restErrors: Int
        public let restMostSevere: DiagnosticSeverity?
    }

    /// The first `wanted` problems (or more, to the end of a chunk) in
    /// order of where they start, made whole, and the counts of the rest
    /// by severity read from the other chunks without making one whole.
    public func leading(_ wanted: Int) -> Leading {
        var diagnostics: [Diagnostic] = []
        var restCount = 0
        var restErrors = 0
        var restMostSevere: DiagnosticSeverity?
        chunks.forEachWeighted { chunk, start in
            if diagnostics.count < wanted {
                diagnostics += chunk.diagnostics(path: table.path).enumerated()
                    .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
                    .map { $0.element.shifted(by: start) }
            } else {
                restCount += chunk.problems.count
                restErrors += chunk.errors
                if let severity = chunk.mostSevere { restMostSevere = min(restMostSevere ?? severity, severity) }
            }
        }
        return Leading(diagnostics: diagnostics, restCount: restCount, restErrors: restErrors, restMostSevere: restMostSevere)
    }
}

extension LinkProblems {
    /// The problems of the chunks that `selection` meets (touching counts),
    /// in document order: every problem whose range a selection range
    /// touches, and others near them, for the quick fixes at a cursor
    /// without making every problem of the document whole.
    public func diagnostics(meeting selection: [ByteRange]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        chunks.forEachWeighted { chunk, start in
            guard selection.contains(where: { $0.start <= start + chunk.length && start <= $0.end }) else { return }
            for diagnostic in chunk.diagnostics(path: table.path) { found.append(diagnostic.shifted(by: start)) }
        }
        return found
    }
}
