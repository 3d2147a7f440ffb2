import LaminateAttributes
import LaminateDialect

/// Links that lead nowhere: a link or image to a local file that does not
/// exist (LAM025), and a `#fragment` that names no heading of its target,
/// this document or another Markdown file (LAM026, with the nearest anchor
/// as a "did you mean" fix). A pure function of the document's summary and
/// what the caller found of its targets (`LinkTargets`); URLs with a
/// scheme (`https:`, `mailto:`) are left to the client.
///
/// Only destinations written in the document are checked: a reference
/// link is checked once, at its definition's destination.
public enum LinkDiagnostics {
    /// The files the document's written local links lead to, other than
    /// itself: what the caller looks up (in its index, on the disk) to fill
    /// `LinkTargets`.
    public static func targets(of summary: FileSummary, path: String, roots: [String]) -> Set<String> {
        let workspace = WorkspaceFiles(roots: roots)
        var found = Set<String>()
        for link in summary.links where link.isWritten {
            guard case .local(let target, _)? = link.destination, !target.isEmpty,
                  let resolved = workspace.resolve(target, from: path), resolved != path else { continue }
            found.insert(resolved)
        }
        return found
    }

    /// The problems of the document's links, in document order. `summary`
    /// is the document's own: its headings answer its `#fragment` links.
    public static func check(_ summary: FileSummary, path: String, targets: LinkTargets) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for link in summary.links where link.isWritten {
            guard case .local(let target, let fragment)? = link.destination,
                  let resolved = targets.files.resolve(target, from: path) else { continue }
            if resolved != path, !targets.exists(resolved) {
                diagnostics.append(Diagnostic(
                    code: .missingLinkTarget,
                    message: "The \(link.kind == .image ? "image" : "link") leads to '\(target)', which does not exist.",
                    range: link.targetRange))
                continue
            }
            guard let fragment else { continue }
            let headings = resolved == path ? summary : targets.files[resolved]
            guard let headings, headings.heading(anchor: fragment) == nil else { continue }
            diagnostics.append(unknownFragment(fragment, of: link, in: headings, target: resolved == path ? nil : target))
        }
        return diagnostics
    }

    /// LAM026 for `fragment`, which no heading of `file` has; `target` is
    /// the path as the link writes it (nil for this document).
    static func unknownFragment(_ fragment: String, of link: LinkEntry, in file: FileSummary, target: String?) -> Diagnostic {
        let anchors = file.headings.map(\.anchor).filter { !$0.isEmpty }
        let key = FileSummary.anchorKey(fragment)
        // An anchor is a phrase, not a key: allow more edits than for one.
        let nearest = Suggestions.nearest(to: key, in: anchors, maximumDistance: max(2, min(16, key.count / 2)))
        let place = target.map { "'\($0)'" } ?? "this document"
        var message = "No heading of \(place) has the anchor '#\(fragment)'"
        message += nearest.map { " — did you mean '#\($0)'?" } ?? "."
        var fixes: [Fix] = []
        if let nearest, let range = link.fragmentRange {
            fixes.append(Fix(title: "Change to '#\(nearest)'", edits: [SourceEdit(range: range, replacement: nearest)],
                             isPreferred: true))
        }
        return Diagnostic(code: .unknownLinkFragment, message: message, range: link.fragmentRange ?? link.targetRange,
                          fixes: fixes)
    }
}
