import LaminateAttributes
import LaminateDialect
import LaminatePreview
import LaminateProtocol

/// The live preview of one open document, started by `laminate.preview`:
/// the preview server `laminate preview` runs, fed by the language
/// server's own copy of the text instead of the file, so that it shows
/// every keystroke, saved or not.
///
/// Renderings parse through the document's `DocumentCache`, so a version the
/// diagnostics already parsed is not parsed again, and run on the feed's
/// thread: the dispatcher only hands over the newest snapshot. That thread
/// cannot await, so a version another caller is still parsing is parsed
/// again for the rendering rather than waited for.
final class DocumentPreview: Sendable {
    let server: PreviewServer
    let feed: RenderingFeed

    init(uri: DocumentURI, rawHTML: RawHTML, limits: PreviewLimits = PreviewLimits()) throws(PreviewServer.Failure) {
        let content = PreviewContent(html: "")
        server = try PreviewServer(title: Self.title(of: uri), content: content, rawHTML: rawHTML, limits: limits)
        feed = RenderingFeed(content: content)
        server.start()
    }

    var url: String { server.url }
    var rawHTML: RawHTML { server.rawHTML }

    /// Renders `snapshot` soon, unless a newer one comes first.
    func show(_ snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?, state: ServerState) {
        let cache = state.cache(of: snapshot)
        let analyzer = state.analyzer
        feed.submit {
            if let tooLarge = DocumentSizeLimit.diagnostic(for: snapshot) {
                return "<p>" + HTMLEscaping.escape(tooLarge.message) + "</p>\n"
            }
            let analysis = cache.analysisWithoutWaiting(of: snapshot, definitionFile: definitionFile, by: analyzer)
            return AttributeSpanHTML.renderer(definition: analysis.definition).render(analysis.tree)
        }
    }

    /// Stops rendering and serving; the port is free again at once.
    func stop() {
        feed.stop()
        server.stop()
    }

    /// The page's title: the file's name, or the whole URI when it has no path.
    static func title(of uri: DocumentURI) -> String {
        guard let path = FileURI.path(of: uri), let name = path.split(separator: "/").last else { return uri.string }
        return String(name)
    }
}

/// A preview and the version of its document it was last given.
struct RunningPreview: Sendable {
    let preview: DocumentPreview
    var shown: (snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?)?

    /// Whether `snapshot` under `definitionFile` is not what the preview
    /// was last given. The texts compare in constant time while they are
    /// one buffer (no edit since), which is the common case.
    func needs(_ snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?) -> Bool {
        guard let shown else { return true }
        return shown.snapshot.version != snapshot.version || shown.snapshot.text != snapshot.text
            || shown.definitionFile != definitionFile
    }
}
