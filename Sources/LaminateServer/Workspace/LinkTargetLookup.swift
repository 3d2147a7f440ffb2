import LaminateAttributes
import LaminateFeatures

/// Fills `LinkTargets` for a document's links (see `LinkDiagnostics`): a
/// Markdown target from `summary(of:)` (an open document's own text, the
/// index, the files `laminate check` read), anything else from the disk,
/// one `stat` per target. A Markdown file the caller does not know (the
/// index has not reached it, or does not read it) only has to exist.
public struct LinkTargetLookup: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    public func targets(_ paths: Set<String>, roots: [String],
                        summary: (String) -> FileSummary?) -> LinkTargets {
        var summaries: [String: FileSummary] = [:]
        var existing = Set<String>()
        for path in paths {
            if let found = summary(path) {
                summaries[path] = found
            } else if fileSystem.exists(path) {
                existing.insert(path)
            }
        }
        return LinkTargets(files: WorkspaceFiles(summaries: summaries, roots: roots), existing: existing)
    }

    /// The link problems of the file at `path` with `summary`.
    public func diagnostics(of summary: FileSummary, path: String, roots: [String],
                            summaryOf lookup: (String) -> FileSummary?) -> [Diagnostic] {
        let paths = LinkDiagnostics.targets(of: summary, path: path, roots: roots)
        return LinkDiagnostics.check(summary, path: path, targets: targets(paths, roots: roots, summary: lookup))
    }
}
