import LaminateAttributes
import LaminateFeatures

/// Fills `LinkTargets` for a document's links (see `LinkDiagnostics`): a
/// Markdown target's anchors from `anchors(of:)` (an open document's own
/// text, the index, the files `laminate check` read), anything else from
/// its folder's listing (`FolderListings`: each folder listed once, not a
/// `stat` a target on every check). A Markdown file the caller does not
/// know (the index has not reached it, or does not read it) only has to
/// exist. For a target that does not exist, its folder's names, or those
/// of the folders on its way from the workspace folder, for a "did you
/// mean" (`PathSuggestions`).
public struct LinkTargetLookup: Sendable {
    let listings: FolderListings

    /// Through `fileSystem`'s listings when it keeps them (the server's),
    /// else through listings kept as long as this lookup (`laminate check`).
    public init(fileSystem: any FileSystem) {
        listings = fileSystem as? FolderListings ?? FolderListings(fileSystem)
    }

    public func targets(_ paths: Set<String>, roots: [String], anchors: (String) -> [String]?) -> LinkTargets {
        var targets = LinkTargets(roots: roots)
        for path in paths {
            if let found = anchors(path) {
                targets.anchors[path] = found
            } else if listings.exists(path) {
                targets.existing.insert(path)
            } else {
                listFolders(toSuggestFor: path, into: &targets)
            }
        }
        return targets
    }

    /// Lists the folders a "did you mean" for `missing` reads: its own,
    /// or when it does not exist those on the way from the workspace
    /// folder (`PathSuggestions`, walking as the check will walk them).
    func listFolders(toSuggestFor missing: String, into targets: inout LinkTargets) {
        var scratch = AnchorSuggestions.Scratch()
        let listing = { (folder: String, targets: inout LinkTargets) -> FileNameSuggestions? in
            if let known = targets.folders[folder] { return known }
            let names = listings.fileNameSuggestions(in: folder)
            targets.folders[folder] = names
            return names
        }
        let roots = targets.roots
        if let folder = PathSuggestions.folder(for: missing, roots: roots, scratch: &scratch, listing: { listing($0, &targets) }) {
            _ = listing(folder, &targets)
        }
    }

    /// The problems of the links of the file at `path`, whose own headings
    /// have `ownAnchors`.
    public func diagnostics(
        links: some Sequence<LinkEntry>, ownAnchors: [String], path: String, roots: [String],
        anchorsOf lookup: (String) -> [String]?
    ) -> [Diagnostic] {
        diagnostics(links: links, ownAnchors: ownAnchors, path: path, roots: roots, anchorsOf: lookup) { $0 }
    }

    /// The same, each problem made into what the caller keeps of it as it
    /// is made (`LinkDiagnostics.check(links:anchors:path:targets:keeping:)`).
    public func diagnostics<Kept: Sendable>(
        links: some Sequence<LinkEntry>, ownAnchors: [String], path: String, roots: [String],
        anchorsOf lookup: (String) -> [String]?, keeping keep: @Sendable (Diagnostic) -> Kept
    ) -> [Kept] {
        let paths = LinkDiagnostics.targets(of: links, path: path, roots: roots)
        return LinkDiagnostics.check(
            links: links, anchors: ownAnchors, path: path,
            targets: targets(paths, roots: roots, anchors: lookup), keeping: keep)
    }

    /// The same for a file by its summary.
    public func diagnostics(
        of summary: FileSummary, path: String, roots: [String],
        anchorsOf lookup: (String) -> [String]?
    ) -> [Diagnostic] {
        diagnostics(links: summary.links, ownAnchors: summary.headings.map(\.anchor), path: path, roots: roots, anchorsOf: lookup)
    }
}
