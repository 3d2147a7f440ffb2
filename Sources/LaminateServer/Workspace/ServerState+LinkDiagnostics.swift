import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

extension ServerState {
    /// The workspace folders links are resolved in: the index's, else the
    /// ones `initialize` named.
    var linkRoots: [String] { workspaceIndex.roots.isEmpty ? configuration.workspaceRoots : workspaceIndex.roots }

    /// The link problems of an open Markdown document (LAM025, LAM026),
    /// kept per chunk: its targets are the other open documents as they
    /// are now, else the index's summaries, else the disk. What is
    /// published is capped, and only the problems shown are made whole
    /// (`DiagnosticsCap`).
    func linkProblems(of snapshot: DocumentSnapshot, fileSystem: any FileSystem) async -> LinkProblems? {
        guard let table = await linkTable(of: snapshot) else { return nil }
        let anchors = await anchorLookup(openAmong: table.targets)
        let targets = LinkTargetLookup(fileSystem: fileSystem).targets(table.targets, roots: table.roots, anchors: anchors)
        return cache(of: snapshot).problems(of: snapshot, table: table, targets: targets)
    }

    /// Those of the parts of the document `selection` meets (what quick
    /// fixes read: a document of thousands of broken links does not make
    /// them all whole for the fixes at the cursor).
    func linkDiagnostics(
        of snapshot: DocumentSnapshot, meeting selection: [ByteRange], fileSystem: any FileSystem
    ) async -> [Diagnostic] {
        await linkProblems(of: snapshot, fileSystem: fileSystem)?.diagnostics(meeting: selection) ?? []
    }

    /// The link table of an open Markdown document's version (nil for one
    /// that is not Markdown or too large to analyse).
    func linkTable(of snapshot: DocumentSnapshot) async -> LinkTable? {
        guard snapshot.serving == .markdown, !DocumentSizeLimit.isExceeded(by: snapshot) else { return nil }
        return await cache(of: snapshot).table(of: snapshot, path: NavigationView.path(of: snapshot.uri), roots: linkRoots) {
            await analysis(of: snapshot)
        }
    }

    /// The heading anchors of Markdown files by path: an open document's
    /// own, else the index's. The open documents among `paths` are looked
    /// at first (their anchors may need their analysis, which is awaited),
    /// so that link checks can ask synchronously.
    func anchorLookup(openAmong paths: some Sequence<String>) async -> (String) -> [String]? {
        var open: [String: [String]?] = [:]
        for path in paths {
            guard let uri = openDocumentURI(ofPath: path), let document = documents[uri] else { continue }
            // An open document that is not Markdown (a Swift file) has no headings to offer.
            open.updateValue(await linkTable(of: document)?.anchors, forKey: path)
        }
        return { [open, workspaceIndex] path in
            if let anchors = open[path] { return anchors }
            return workspaceIndex.summaries[path]?.headings.map(\.anchor)
        }
    }

    /// The open document whose file is at `path`, if any.
    func openDocumentURI(ofPath path: String) -> DocumentURI? {
        documents.uris.first { NavigationView.path(of: $0) == path }
    }
}
