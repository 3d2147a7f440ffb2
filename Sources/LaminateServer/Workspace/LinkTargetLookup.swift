import LaminateAttributes
import LaminateFeatures

/// Fills `LinkTargets` for a document's links (see `LinkDiagnostics`): a
/// Markdown target's anchors from `anchors(of:)` (an open document's own
/// text, the index, the files `laminate check` read), anything else from
/// its folder's listing (`FolderListings`: each folder listed once, not a
/// `stat` a target on every check). A Markdown file the caller does not
/// know (the index has not reached it, or does not read it) only has to
/// exist. For a target that does not exist, its folder's names, for a
/// "did you mean".
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
                let folder = LinkPath.directory(of: path)
                if targets.folders[folder] == nil, let names = listings.fileNameSuggestions(in: folder) {
                    targets.folders[folder] = names
                }
            }
        }
        return targets
    }

    /// The problems of the links of the file at `path`, whose own headings
    /// have `ownAnchors`.
    public func diagnostics(
        links: some Sequence<LinkEntry>, ownAnchors: [String], path: String, roots: [String],
        anchorsOf lookup: (String) -> [String]?
    ) -> [Diagnostic] {
        let paths = LinkDiagnostics.targets(of: links, path: path, roots: roots)
        return LinkDiagnostics.check(
            links: links, anchors: ownAnchors, path: path,
            targets: targets(paths, roots: roots, anchors: lookup))
    }

    /// The same for a file by its summary.
    public func diagnostics(
        of summary: FileSummary, path: String, roots: [String],
        anchorsOf lookup: (String) -> [String]?
    ) -> [Diagnostic] {
        diagnostics(links: summary.links, ownAnchors: summary.headings.map(\.anchor), path: path, roots: roots, anchorsOf: lookup)
    }
}
