import LaminateAttributes
import LaminateConcurrency
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
        let links = Array(links)
        let shares = shares(of: links.count)
        // A share of the links on each core, each with its own resolver:
        // a long document's links resolve to a few files, each share's
        // set is small, and joining them is cheap.
        let found = ParallelMap.map(shares.count) { share in
            var resolver = Resolver(path: path, roots: roots)
            var found = Set<String>()
            var last: String?
            for link in links[shares[share]] where link.isWritten {
                guard case .local(let target, _)? = link.destination, !target.isEmpty,
                    let resolved = resolver.resolve(target), resolved != path, resolved != last
                else { continue }
                last = resolved
                guard !found.contains(resolved), !isOutsideWorkspace(resolved, from: path, roots: roots) else { continue }
                found.insert(resolved)
            }
            return found
        }
        return found.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    public static func targets(of summary: FileSummary, path: String, roots: [String]) -> Set<String> {
        targets(of: summary.links, path: path, roots: roots)
    }

    /// The problems of a document's links (`links`, in document order; its
    /// headings' `anchors` answer its own `#fragment` links).
    public static func check(links: some Sequence<LinkEntry>, anchors: [String], path: String, targets: LinkTargets) -> [Diagnostic] {
        check(links: links, anchors: anchors, path: path, targets: targets) { $0 }
    }

    /// The same, each problem made into what the caller keeps of it by
    /// `keep` as soon as it is made (on every core, in shares): tens of
    /// thousands of problems are never all held whole at once.
    public static func check<Kept: Sendable>(
        links: some Sequence<LinkEntry>, anchors: [String], path: String, targets: LinkTargets,
        keeping keep: @Sendable (Diagnostic) -> Kept
    ) -> [Kept] {
        let links = Array(links)
        let shares = shares(of: links.count)
        // Resolved a share on each core, each share with its own resolver.
        let files = ParallelMap.map(shares.count) { share in
            var resolver = Resolver(path: path, roots: targets.roots)
            return links[shares[share]].map { link in link.destination?.localPath.flatMap { resolver.resolve($0) } }
        }
        return check(links, files: Array(files.joined()), anchors: anchors, path: path, targets: targets, keeping: keep)
    }

    /// The problems of a document's links, read from its link table (the
    /// whole check; `LinkProblems` keeps it per chunk across versions).
    public static func check(_ table: LinkTable, targets: LinkTargets) -> [Diagnostic] {
        let resolved = table.resolvedLinks
        return check(
            resolved.map(\.link), files: resolved.map(\.file), anchors: table.anchors, path: table.path, targets: targets
        ) { $0 }
    }

    /// The check itself, on links with the file each leads to (`files`,
    /// parallel to `links`): a share of them on each core (`shares(of:)`),
    /// the anchors indexed once and each distinct broken fragment looked
    /// up once for them all.
    static func check<Kept: Sendable>(
        _ links: [LinkEntry], files: [String?], anchors: [String], path: String, targets: LinkTargets,
        keeping keep: @Sendable (Diagnostic) -> Kept
    ) -> [Kept] {
        let anchorKeys = Set(anchors)
        let shares = shares(of: links.count)
        guard shares.count > 1 else {
            var checker = Checker(path: path, anchors: anchors, anchorKeys: anchorKeys, targets: targets)
            return links.indices.compactMap { checker.problem(of: links[$0], file: files[$0]).map(keep) }
        }
        // The anchors are indexed for "did you mean" (the first task) while
        // the links are checked (the others): finding what is wrong with a
        // link needs no index.
        let suggestions = AnchorSuggestionsOnDemand(anchors)
        let checker = Checker(path: path, anchors: anchors, anchorKeys: anchorKeys, suggestions: suggestions, targets: targets)
        let findings = Array(
            ParallelMap.map(shares.count + 1) { task -> [(Int, Finding)] in
                guard task > 0 else {
                    _ = suggestions.index
                    return []
                }
                var checker = checker
                return shares[task - 1].compactMap { index in
                    checker.finding(of: links[index], file: files[index]).map { (index, $0) }
                }
            }.dropFirst())
        let suggesting = checker.knowing(shares: findings.count) { share, body in
            for (index, finding) in findings[share] { body(finding, files[index] ?? "") }
        }
        return ParallelMap.map(shares.count) { share in
            var checker = suggesting
            return findings[share].map { keep(checker.diagnostic(for: $0.1, of: links[$0.0], file: files[$0.0] ?? "")) }
        }.flatMap { $0 }
    }

    /// `count` links (or chunks of them) cut into shares to check on every
    /// core: many, so that `ParallelMap` spreads them, when there are many;
    /// one when there are few.
    static func shares(of count: Int) -> [Range<Int>] {
        let number = count >= 1_024 ? 16 : 1
        return (0..<number).map { (count * $0 / number)..<(count * ($0 + 1) / number) }
    }

    /// What is wrong with a link, before it is said
    /// (`Checker.diagnostic(for:of:file:)`): kept beside the link's place
    /// among the links, whose entry and file say the rest (the path as
    /// written, the fragment, the file it leads to), so that the tens of
    /// thousands a long document can have hold no copies of them.
    enum Finding {
        /// It leads out of the workspace folder.
        case outsideWorkspace
        /// It leads to no file.
        case missing
        /// Its fragment names no anchor of its file (`key`: the fragment as compared).
        case unknownFragment(key: String)

        /// How severe its diagnostic is.
        var severity: DiagnosticSeverity {
            switch self {
            case .outsideWorkspace: .information
            case .missing: DiagnosticCode.missingLinkTarget.defaultSeverity
            case .unknownFragment: DiagnosticCode.unknownLinkFragment.defaultSeverity
            }
        }
    }

    /// Checks links one at a time against a document's own anchors and what
    /// is known of its targets, each target's anchors made a set and an
    /// index for "did you mean" once (a long document links to a few files
    /// many times), and each distinct broken fragment of a file looked up
    /// once.
    struct Checker {
        let path: String
        let anchorKeys: Set<String>
        let targets: LinkTargets
        /// The document's own anchors indexed, once a fragment needs it:
        /// shared by the copies of this checker that check a share each.
        private let ownSuggestions: AnchorSuggestionsOnDemand
        private var ownIndex: AnchorSuggestions?
        private var targetAnchorKeys: [String: Set<String>] = [:]
        private var targetSuggestions: [String: AnchorSuggestions] = [:]
        /// Each broken fragment's suggestion and its distance (nil: none),
        /// found for every share of a document's links before they are
        /// checked (`knowing(shares:_:)`), in buckets by the fragment's
        /// hash (each bucket found on a core of its own); and those found since.
        private var known: [[FragmentOfFile: Found?]] = []
        private var nearest: [FragmentOfFile: Found?] = [:]
        private var scratch = AnchorSuggestions.Scratch()
        /// Each missing file's suggestion (nil: none), found for every
        /// share like the fragments' (`knowing(shares:_:)`), and those
        /// found since.
        private var nearestFiles: [String: String?] = [:]
        /// How many links `problem(of:file:)` was asked about: what a test
        /// counts to see that an edit re-checks only the links it can affect.
        private(set) var linksChecked = 0

        struct FragmentOfFile: Hashable {
            let file: String
            let key: String
            /// The hash of the key and the file's length (a document's
            /// broken fragments are mostly of one file, itself, whose whole
            /// path would be hashed again for each of them), made once: a
            /// fragment is sorted into a bucket, told apart from the others
            /// and found again for its diagnostic, and its key would be
            /// hashed whole each time.
            let hash: Int

            init(file: String, key: String) {
                self.file = file
                self.key = key
                var hasher = Hasher()
                hasher.combine(key)
                hasher.combine(file.utf8.count)
                hash = hasher.finalize()
            }

            static func == (one: Self, other: Self) -> Bool {
                one.hash == other.hash && one.key == other.key && one.file == other.file
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(hash)
            }
        }

        typealias Found = (anchor: String, distance: Int, isTied: Bool)

        init(
            path: String, anchors: [String], anchorKeys: Set<String>, suggestions: AnchorSuggestionsOnDemand? = nil,
            targets: LinkTargets
        ) {
            self.path = path
            self.anchorKeys = anchorKeys
            self.ownSuggestions = suggestions ?? AnchorSuggestionsOnDemand(anchors)
            self.targets = targets
        }

        /// The problem of `link`, which leads to `file` (nil: a URL, or no file one can name), if it has one.
        mutating func problem(of link: LinkEntry, file: String?) -> Diagnostic? {
            guard let finding = finding(of: link, file: file), let file else { return nil }
            return diagnostic(for: finding, of: link, file: file)
        }

        /// What is wrong with `link`, which leads to `file`, if anything.
        mutating func finding(of link: LinkEntry, file: String?) -> Finding? {
            var ownKey: String?
            return finding(of: link, file: file, ownKey: &ownKey)
        }

        /// The same, setting `ownKey` to the anchor a link to this document
        /// names (as compared: `FileSummary.anchorKey`), whether it is one or not.
        mutating func finding(of link: LinkEntry, file: String?, ownKey: inout String?) -> Finding? {
            linksChecked += 1
            guard case .local(_, let fragment)? = link.destination, let resolved = file else { return nil }
            if resolved == path, let fragment {
                let key = FileSummary.anchorKey(fragment)
                ownKey = key
                guard link.isWritten, !anchorKeys.contains(key) else { return nil }
                return .unknownFragment(key: key)
            }
            guard link.isWritten else { return nil }
            if resolved != path, LinkDiagnostics.isOutsideWorkspace(resolved, from: path, roots: targets.roots) {
                return .outsideWorkspace
            }
            if resolved != path, !targets.exists(resolved) { return .missing }
            guard let fragment else { return nil }
            let key = FileSummary.anchorKey(fragment)
            guard let known = targets.anchors[resolved] else { return nil }
            let keys = targetAnchorKeys[resolved] ?? Set(known)
            targetAnchorKeys[resolved] = keys
            guard !keys.contains(key) else { return nil }
            return .unknownFragment(key: key)
        }

        /// The diagnostic of `finding`, what is wrong with `link`, which leads to `file`.
        mutating func diagnostic(for finding: Finding, of link: LinkEntry, file: String) -> Diagnostic {
            LinkDiagnostics.diagnostic(for: finding, of: link, file: file, from: path, nearest: nearest(for: finding, file: file))
        }

        /// What to suggest for `finding`, of a link leading to `file`: the
        /// nearest anchor of a fragment that names none, the nearest path
        /// of a missing file (nil: none, or nothing to suggest).
        mutating func nearest(for finding: Finding, file: String) -> String? {
            switch finding {
            case .outsideWorkspace: nil
            case .missing: nearestFileName(to: file)
            case .unknownFragment(let key): suggestion(for: key, in: file)?.anchor
            }
        }

        /// The path to suggest for the file at `missing`, which does not
        /// exist, from its folder's entries, or its folders' on the way
        /// from the workspace folder (`PathSuggestions`; nil: none near,
        /// or the folders were not listed).
        mutating func nearestFileName(to missing: String) -> String? {
            if let known = nearestFiles[missing] { return known }
            let found = searchFileName(near: missing)
            nearestFiles[missing] = .some(found)
            return found
        }

        /// The search itself, not remembered.
        mutating func searchFileName(near missing: String) -> String? {
            let folders = targets.folders
            return PathSuggestions.nearest(to: missing, roots: targets.roots, scratch: &scratch) { folders[$0] }
        }

        /// How many buckets `knowing(shares:_:)` sorts broken fragments into (a power of two).
        static let buckets = 16

        /// This checker, knowing the suggestion for each distinct broken
        /// fragment and each distinct missing file among the findings of
        /// `shares` shares of a document's links (`findings(share, body)`
        /// hands `body` each of a share's findings, with the file its link
        /// leads to): looked
        /// up once, on every core, and not again by each share.
        ///
        /// Each share's broken fragments are sorted into buckets by their
        /// hash (on every core), and each bucket's are told apart and looked
        /// up on its own (on every core): no pass over every finding is made
        /// on one core.
        func knowing(shares: Int, _ findings: @Sendable (_ share: Int, _ body: (Finding, String) -> Void) -> Void) -> Checker {
            let buckets = Self.buckets
            let sorted = ParallelMap.map(shares) { share in
                var fragments = [[FragmentOfFile]](repeating: [], count: buckets)
                var files = Set<String>()
                var lastFile: String?
                var missing: [String] = []
                var lastMissing: String?
                findings(share) { finding, file in
                    switch finding {
                    case .unknownFragment(let key):
                        let fragment = FragmentOfFile(file: file, key: key)
                        fragments[fragment.hash & (buckets - 1)].append(fragment)
                        if file != lastFile {
                            files.insert(file)
                            lastFile = file
                        }
                    case .missing:
                        if file != lastMissing { missing.append(file) }
                        lastMissing = file
                    case .outsideWorkspace:
                        break
                    }
                }
                return (fragments: fragments, files: files, missing: missing)
            }
            var base = self
            for file in sorted.reduce(into: Set<String>(), { $0.formUnion($1.files) }) { _ = base.index(of: file) }
            base.known = ParallelMap.map(buckets) { [base] bucket in
                var checker = base
                var found: [FragmentOfFile: Found?] = [:]
                found.reserveCapacity(sorted.reduce(0) { $0 + $1.fragments[bucket].count })
                for share in sorted {
                    for fragment in share.fragments[bucket] {
                        // Looked up once, and filled in place when new.
                        Self.fill(&found[fragment]) { checker.search(for: fragment.key, in: fragment.file) }
                    }
                }
                return found
            }
            var missingIDs: [String: Int] = [:]
            var missingFiles: [String] = []
            for file in sorted.lazy.flatMap(\.missing) where Self.assign(&missingIDs[file, default: -1], missingFiles.count) {
                missingFiles.append(file)
            }
            let fileShares = LinkDiagnostics.shares(of: missingFiles.count)
            let nearestFiles = ParallelMap.map(fileShares.count) { [base, missingFiles] share in
                var checker = base
                return missingFiles[fileShares[share]].map { (file: $0, nearest: checker.searchFileName(near: $0)) }
            }
            for (file, nearest) in nearestFiles.joined() { base.nearestFiles[file] = .some(nearest) }
            return base
        }

        /// Gives `slot` what `search` finds if it holds nothing yet.
        private static func fill(_ slot: inout Found??, _ search: () -> Found?) {
            if slot == nil { slot = .some(search()) }
        }

        /// Gives `id` the value `next` if it has none yet (-1), saying whether it did.
        private static func assign(_ id: inout Int, _ next: Int) -> Bool {
            guard id < 0 else { return false }
            id = next
            return true
        }

        /// The anchor of `file` to suggest for `key`, which names none of
        /// them, with how many edits away it is and whether another anchor is as near.
        mutating func suggestion(for key: String, in file: String) -> Found? {
            let wanted = FragmentOfFile(file: file, key: key)
            if !known.isEmpty, let found = known[wanted.hash & (known.count - 1)][wanted] { return found }
            if let known = nearest[wanted] { return known }
            let found = search(for: key, in: file)
            nearest[wanted] = found
            return found
        }

        /// The search itself, not remembered.
        mutating func search(for key: String, in file: String) -> Found? {
            index(of: file).nearestWithDistance(to: key, maximumDistance: LinkDiagnostics.fragmentDistance(key), scratch: &scratch)
        }

        /// The anchors of `file` indexed for "did you mean", once (this
        /// document's kept once built, not asked of its lock again a query).
        mutating func index(of file: String) -> AnchorSuggestions {
            if file == path {
                if let ownIndex { return ownIndex }
                let index = ownSuggestions.index
                ownIndex = index
                return index
            }
            let index = targetSuggestions[file] ?? AnchorSuggestions(targets.anchors[file] ?? [])
            targetSuggestions[file] = index
            return index
        }
    }

    /// Whether `resolved`, a link's file seen from the document at `path`,
    /// is outside the workspace folder holding the document (`..` climbing
    /// out of it): such a file is never looked up, on the disk or elsewhere.
    /// A document in no workspace folder has no such bound.
    public static func isOutsideWorkspace(_ resolved: String, from path: String, roots: [String]) -> Bool {
        guard !roots.isEmpty, path.hasPrefix("/") else { return false }
        let folders = WorkspaceFiles(roots: roots)
        return folders.root(of: path) != nil && folders.root(of: resolved) == nil
    }

    /// How many edits a fragment may be from an anchor to be suggested: an
    /// anchor is a phrase, not a key, so more than for one.
    public static func fragmentDistance(_ key: String) -> Int { max(2, min(16, characterCount(of: key, upTo: 32) / 2)) }

    /// How many characters `text` has, counted no further than `most`:
    /// an ASCII text without a carriage return (a fragment usually is) by
    /// its bytes, each a character; any other one character by character.
    static func characterCount(of text: String, upTo most: Int) -> Int {
        var bytes = 0
        for byte in text.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return text.prefix(most).count }
            bytes += 1
            if bytes == most { return most }
        }
        return bytes
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
            self.init(workspace: WorkspaceFiles(roots: roots), path: path)
        }

        init(workspace: WorkspaceFiles, path: String) {
            self.path = path
            self.workspace = workspace
        }

        mutating func resolve(_ target: String) -> String? {
            if let known = resolved[target] { return known }
            let found = workspace.resolve(target, from: path)
            resolved[target] = found
            return found
        }
    }

    /// The diagnostic of `finding`, what is wrong with `link` (which
    /// leads to `file`) in the document at `path`, suggesting `nearest`
    /// (`Checker.nearest(for:file:)`).
    static func diagnostic(for finding: Finding, of link: LinkEntry, file: String, from path: String, nearest: String?) -> Diagnostic {
        let noun = link.kind == .image ? "image" : "link"
        // A finding is only ever of a local link (`Checker.finding(of:file:)`).
        var target = ""
        var fragment = ""
        if case .local(let written, let named)? = link.destination {
            target = written
            fragment = named ?? ""
        }
        switch finding {
        case .outsideWorkspace:
            return Diagnostic(
                code: .missingLinkTarget, severity: finding.severity,
                message: "The \(noun) leads to '\(target)', outside the workspace folder: "
                    + "not checked, as nothing outside the workspace is read.",
                range: link.targetRange)
        case .missing:
            return missingFile(target, of: link, file: file, from: path, nearest: nearest)
        case .unknownFragment:
            return unknownFragment(fragment, of: link, nearest: nearest, target: file == path ? nil : target)
        }
    }

    /// A fragment as a message quotes it: a long one (a pasted paragraph)
    /// cut short, saying how long it is, so the message stays readable.
    static func quoted(_ fragment: String) -> String {
        let most = 64
        let count = fragment.count
        guard count > most else { return "'#\(fragment)'" }
        return "'#\(fragment.prefix(most))…' (\(count) characters)"
    }

    /// LAM025 for a link to `target` (as written) from the document at
    /// `path`, which leads to `file`, which does not exist; `suggested` is
    /// the existing path to suggest. When only the last name differs, that
    /// name is suggested and replaced (when the link writes it: not `..`);
    /// else the path as the link would write it, replacing its path.
    static func missingFile(_ target: String, of link: LinkEntry, file: String, from path: String, nearest suggested: String?) -> Diagnostic {
        var nearest: String?
        var range: ByteRange?
        if let suggested, LinkPath.directory(of: suggested) == LinkPath.directory(of: file) {
            nearest = LinkPath.folderAndName(of: suggested).name
            range = link.nameRange
        } else if let suggested {
            nearest = PathSuggestions.rewritten(target, missing: file, suggested: suggested) ?? LinkPath.relative(suggested, from: path)
            range = link.pathRange
        }
        var message = "The \(link.kind == .image ? "image" : "link") leads to '\(target)', which does not exist"
        message += nearest.map { " — did you mean '\($0)'?" } ?? "."
        var fixes: [Fix] = []
        if let nearest, let range {
            fixes.append(
                Fix(
                    title: "Change to '\(nearest)'", edits: [SourceEdit(range: range, replacement: spelledName(nearest))],
                    isPreferred: true))
        }
        return Diagnostic(code: .missingLinkTarget, message: message, range: link.targetRange, fixes: fixes)
    }

    /// A file name as a destination holds it: as it is when nothing in it
    /// would end the destination, start a fragment or be read as an escape,
    /// else percent-escaped.
    static func spelledName(_ name: String) -> String {
        let special: Set<Character> = [" ", "(", ")", "<", ">", "#", "?", "%", "\\", "[", "]", "&"]
        return name.contains(where: { special.contains($0) || $0.isNewline }) ? LinkRewrites.percentEncoded(name) : name
    }

    /// LAM026 for `fragment`, which names no anchor of its file (`nearest`:
    /// the one to suggest); `target` is the path as the link writes it
    /// (nil for this document).
    static func unknownFragment(_ fragment: String, of link: LinkEntry, nearest: String?, target: String?) -> Diagnostic {
        let place = target.map { "'\($0)'" } ?? "this document"
        var message = "No heading of \(place) has the anchor \(quoted(fragment))"
        message += nearest.map { " — did you mean '#\($0)'?" } ?? "."
        var fixes: [Fix] = []
        if let nearest, let range = link.fragmentRange {
            fixes.append(
                Fix(
                    title: "Change to '#\(nearest)'", edits: [SourceEdit(range: range, replacement: nearest)],
                    isPreferred: true))
        }
        return Diagnostic(
            code: .unknownLinkFragment, message: message, range: link.fragmentRange ?? link.targetRange,
            fixes: fixes)
    }
}
