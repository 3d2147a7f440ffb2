/// A preview of one file: the server, and a watcher that renders the file
/// again when it changes and publishes the result to the page's streams.
/// How the file is rendered is the caller's (`laminate preview` renders as
/// `laminate html` does), so this module knows HTML, never Markdown.
public final class PreviewSession: Sendable {
    public let server: PreviewServer
    let watcher: FileWatcher

    /// `render` gives the file's HTML now; nil when it cannot be read
    /// (the page then keeps the last rendering).
    public init(
        path: String, port: UInt16 = 0, title: String, rawHTML: RawHTML = .inert,
        limits: PreviewLimits = PreviewLimits(),
        render: @escaping @Sendable () -> String?
    ) throws(PreviewServer.Failure) {
        let content = PreviewContent(html: render() ?? "")
        server = try PreviewServer(port: port, title: title, content: content, rawHTML: rawHTML, limits: limits)
        watcher = FileWatcher(path: path)
        watcher.start { [content] in
            if let html = render() { content.publish(html) }
        }
        server.start()
    }

    public var url: String { server.url }

    public func stop() {
        watcher.stop()
        server.stop()
    }
}
