import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// Code actions inside a container's strings: the quick fixes of the
/// strings' problems (already re-escaped and verified, see
/// `EmbeddedDocument.containerDiagnostic`), fixing the whole container on
/// request, and the string's own actions (see `CodeActions`: formatting,
/// ingredients) with every edit re-escaped for its literal and offered only
/// when the literal, edited and read again, decodes to the intended text.
public enum ContainerCodeActions {
    /// The actions for `request`, whose selection is in container offsets.
    public static func actions(in analysis: ContainerAnalysis, for request: CodeActionQuery) -> [CodeAction] {
        var actions: [CodeAction] = []
        let nothingReported = request.trigger == .automatic && request.reportedProblems?.isEmpty == true
        if !nothingReported, request.wants(.quickFix) {
            // Only the strings the selection meets are checked again: an
            // editor asks at every cursor move, and a catalog has thousands.
            var diagnostics: [Diagnostic] = []
            var seen: Set<ByteRange> = []
            for range in request.selection {
                for document in analysis.documents(meeting: range) where seen.insert(document.string.literalRange).inserted {
                    diagnostics += ContainerDiagnostics.check(document, container: analysis.text)
                }
            }
            actions += QuickFixes.actions(for: diagnostics, selection: request.selection)
        }
        if let only = request.only, only.contains(where: { CodeActionKind.fixAll.isIncluded(in: $0) }),
            let fixAll = QuickFixes.fixAll(ContainerDiagnostics.check(analysis))
        {
            actions.append(fixAll)
        }
        actions += stringActions(in: analysis, for: request)
        return actions
    }

    /// The actions of the string holding the selection's first range, as
    /// `CodeActions` makes them for that string alone.
    static func stringActions(in analysis: ContainerAnalysis, for request: CodeActionQuery) -> [CodeAction] {
        let kinds = CodeActionKind.produced.filter { $0 != .quickFix && $0 != .fixAll && request.wants($0) }
        guard !kinds.isEmpty, let first = request.selection.first,
            let (document, _) = analysis.document(at: first.start)
        else { return [] }
        let selection = request.selection.compactMap { textRange($0, in: document) }
        guard !selection.isEmpty else { return [] }
        var query = CodeActionQuery(selection: selection, only: kinds, trigger: request.trigger)
        query.resolvedLater = request.resolvedLater
        return CodeActions.actions(in: document.analysis, for: query).compactMap { action in
            guard let edits = document.containerEdits(action.edits, container: analysis.text) else { return nil }
            var mapped = action
            mapped.edits = edits
            mapped.diagnostics = action.diagnostics.map { document.containerDiagnostic($0, container: analysis.text) }
            return mapped
        }
    }

    /// Container range `range` as a range of `document`'s text: its end
    /// clamped to the string's content; nil when it starts outside it.
    static func textRange(_ range: ByteRange, in document: EmbeddedDocument) -> ByteRange? {
        let literal = document.string.literalRange
        let text = document.text
        guard range.start >= literal.start, range.start < literal.end else { return nil }
        // A selection from the opening quote starts at the text's start.
        let start = range.start <= text.contentStart ? 0 : text.textOffset(atSource: range.start)
        guard let start else { return nil }
        let end = range.end >= literal.end ? text.bytes.count : text.textOffset(atSource: range.end) ?? text.bytes.count
        return ByteRange(start, max(start, end))
    }
}
