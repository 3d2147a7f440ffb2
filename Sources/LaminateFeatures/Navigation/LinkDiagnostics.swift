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
    public static func targets(of links: some Sequence<LinkEntry>, path: String, roots: [String]) -> Set<String> {
        var resolver = Resolver(path: path, roots: roots)
        var found = Set<String>()
        for link in links where link.isWritten {
            guard case .local(let target, _)? = link.destination, !target.isEmpty,
                  let resolved = resolver.resolve(target), resolved != path else { continue }
            found.insert(resolved)
        }
        return found
    }

    public static func targets(of summary: FileSummary, path: String, roots: [String]) -> Set<String> {
        targets(of: summary.links, path: path, roots: roots)
    }

    /// The problems of a document's links (`links`, in document order; its
    /// headings' `anchors` answer its own `#fragment` links).
    public static func check(links: some Sequence<LinkEntry>, anchors: [String], path: String, targets: LinkTargets) -> [Diagnostic] {
        var resolver = Resolver(path: path, roots: targets.roots)
        let resolved = links.map { link in
            (link: link, file: link.destination?.localPath.flatMap { resolver.resolve($0) })
        }
        return check(resolved, anchors: anchors, path: path, targets: targets)
    }

    /// The problems of a document's links, read from its link table (the
    /// whole check; `LinkProblems` keeps it per chunk across versions).
    public static func check(_ table: LinkTable, targets: LinkTargets) -> [Diagnostic] {
        check(table.resolvedLinks, anchors: table.anchors, path: table.path, targets: targets)
    }

    /// The check itself, on links with the file each leads to.
    static func check(_ links: some Sequence<(link: LinkEntry, file: String?)>, anchors: [String], path: String,
                      targets: LinkTargets) -> [Diagnostic] {
        var checker = Checker(path: path, anchors: anchors, anchorKeys: Set(anchors), targets: targets)
        return links.compactMap { checker.problem(of: $0.link, file: $0.file) }
    }

    /// Checks links one at a time against a document's own anchors and what
    /// is known of its targets, each target's anchors made a set once
    /// (a long document links to a few files many times).
    struct Checker {
        let path: String
        let anchors: [String]
        let anchorKeys: Set<String>
        let targets: LinkTargets
        private var targetAnchorKeys: [String: Set<String>] = [:]

        init(path: String, anchors: [String], anchorKeys: Set<String>, targets: LinkTargets) {
            self.path = path
            self.anchors = anchors
            self.anchorKeys = anchorKeys
            self.targets = targets
        }

        /// The problem of `link`, which leads to `file` (nil: a URL, or no file one can name), if it has one.
        mutating func problem(of link: LinkEntry, file: String?) -> Diagnostic? {
            guard link.isWritten, case .local(let target, let fragment)? = link.destination, let resolved = file else { return nil }
            if resolved != path, !targets.exists(resolved) {
                return Diagnostic(
                    code: .missingLinkTarget,
                    message: "The \(link.kind == .image ? "image" : "link") leads to '\(target)', which does not exist.",
                    range: link.targetRange)
            }
            guard let fragment else { return nil }
            let key = FileSummary.anchorKey(fragment)
            if resolved == path {
                return anchorKeys.contains(key) ? nil : unknownFragment(fragment, of: link, anchors: anchors, target: nil)
            }
            guard let known = targets.anchors[resolved] else { return nil }
            let keys = targetAnchorKeys[resolved] ?? Set(known)
            targetAnchorKeys[resolved] = keys
            return keys.contains(key) ? nil : unknownFragment(fragment, of: link, anchors: known, target: target)
        }
    }

    /// The same from the document's summary.
    public static func check(_ summary: FileSummary, path: String, targets: LinkTargets) -> [Diagnostic] {
        check(links: summary.links, anchors: summary.headings.map(\.anchor), path: path, targets: targets)
    }

    /// Resolves link paths from one document, each distinct path once: a
    /// long document links to the same few files (its images) thousands
    /// of times, and checking it on every keystroke should not normalise
    /// each path again.
    struct Resolver {
        let path: String
        let workspace: WorkspaceFiles
        private var resolved: [String: String?] = [:]

        init(path: String, roots: [String]) {
            self.path = path
            workspace = WorkspaceFiles(roots: roots)
        }

        mutating func resolve(_ target: String) -> String? {
            if let known = resolved[target] { return known }
            let found = workspace.resolve(target, from: path)
            resolved[target] = found
            return found
        }
    }

    /// LAM026 for `fragment`, which none of a file's `anchors` is; `target`
    /// is the path as the link writes it (nil for this document).
    static func unknownFragment(_ fragment: String, of link: LinkEntry, anchors: [String], target: String?) -> Diagnostic {
        let candidates = anchors.filter { !$0.isEmpty }
        let key = FileSummary.anchorKey(fragment)
        // An anchor is a phrase, not a key: allow more edits than for one.
        let nearest = Suggestions.nearest(to: key, in: candidates, maximumDistance: max(2, min(16, key.count / 2)))
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
