import LaminateAttributes
import LaminateFeatures
import LaminateProtocol

extension ServerState {
    /// The workspace folders links are resolved in: the index's, else the
    /// ones `initialize` named.
    var linkRoots: [String] { workspaceIndex.roots.isEmpty ? configuration.workspaceRoots : workspaceIndex.roots }

    /// The link problems of an open Markdown document (LAM025, LAM026): its
    /// targets are the other open documents as they are now, else the
    /// index's summaries, else the disk.
    func linkDiagnostics(of snapshot: DocumentSnapshot, fileSystem: any FileSystem) -> [Diagnostic] {
        guard snapshot.serving == .markdown, !DocumentSizeLimit.isExceeded(by: snapshot) else { return [] }
        let path = NavigationView.path(of: snapshot.uri)
        let summary = summaries.summary(of: snapshot) { analysis(of: snapshot) }
        return LinkTargetLookup(fileSystem: fileSystem).diagnostics(of: summary, path: path, roots: linkRoots) { target in
            summaryOfFile(target)
        }
    }

    /// What navigation knows of the Markdown file at `path`: an open
    /// document's summary, else the index's.
    func summaryOfFile(_ path: String) -> FileSummary? {
        if let uri = openDocumentURI(ofPath: path), let document = documents[uri] {
            // An open document that is not Markdown (a Swift file) has no headings to offer.
            guard document.serving == .markdown else { return nil }
            return summaries.summary(of: document) { analysis(of: document) }
        }
        return workspaceIndex.summaries[path]
    }

    /// The open document whose file is at `path`, if any.
    func openDocumentURI(ofPath path: String) -> DocumentURI? {
        documents.uris.first { NavigationView.path(of: $0) == path }
    }
}
