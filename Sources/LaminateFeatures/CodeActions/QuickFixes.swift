import LaminateAttributes
import LaminateDialect

extension CodeActions {
    /// The quick fixes of problems found outside the document's analysis
    /// (its links, checked against the workspace), offered as the
    /// validator's are: one action per fix where the selection meets the problem.
    public static func quickFixes(for diagnostics: [Diagnostic], selection: [ByteRange]) -> [CodeAction] {
        QuickFixes.actions(for: diagnostics, selection: selection)
    }
}

/// Quick fixes: the repairs the validator attaches to its reports, offered
/// where the selection meets the report.
enum QuickFixes {
    /// One action per fix of every problem the selection touches, each
    /// carrying its problem; the validator's best fix is preferred.
    static func actions(for diagnostics: [Diagnostic], selection: [ByteRange]) -> [CodeAction] {
        var actions: [CodeAction] = []
        for diagnostic in diagnostics where selection.contains(where: { touches($0, diagnostic.range) }) {
            let best = preferredFix(of: diagnostic)
            for fix in diagnostic.fixes {
                actions.append(
                    CodeAction(
                        title: fix.title, kind: .quickFix, edits: fix.edits,
                        diagnostics: [diagnostic], isPreferred: fix == best))
            }
        }
        return actions
    }

    /// `source.fixAll.laminate`: the preferred fix of every error and
    /// warning, in one edit. Hints are left alone: their fix changes what
    /// the text means (`^[text]` becoming a span), so the user decides.
    /// A fix whose edits would overlap one already taken waits for the next run.
    static func fixAll(_ diagnostics: [Diagnostic]) -> CodeAction? {
        var edits = EditList()
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics where diagnostic.severity <= .warning {
            guard let fix = preferredFix(of: diagnostic) else { continue }
            var trial = edits
            guard fix.edits.allSatisfy({ trial.add($0) }) else { continue }
            edits = trial
            fixed.append(diagnostic)
        }
        guard !fixed.isEmpty else { return nil }
        let title = fixed.count == 1 ? "Fix 1 problem" : "Fix all \(fixed.count) problems"
        return CodeAction(title: title, kind: .fixAll, edits: edits.merged, diagnostics: fixed)
    }

    /// The one obvious repair: the validator's preferred fix, or the only
    /// fix there is. Where it offers a choice with none preferred (a stale
    /// ingredient: keep or remove?), the user decides.
    static func preferredFix(of diagnostic: Diagnostic) -> Fix? {
        if let fix = diagnostic.fixes.first(where: \.isPreferred) { return fix }
        return diagnostic.fixes.count == 1 ? diagnostic.fixes.first : nil
    }

    /// Whether a selection (or cursor) meets a problem's range.
    static func touches(_ selection: ByteRange, _ range: ByteRange) -> Bool {
        if selection.isEmpty || range.isEmpty {
            return range.start <= selection.end && selection.start <= range.end
        }
        return selection.start < range.end && range.start < selection.end
    }
}
