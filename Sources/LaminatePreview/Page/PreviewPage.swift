import LaminateDialect

/// The page around the rendered document: a little CSS, and a script that
/// takes each new rendering from the event stream and puts it in place
/// keeping the scroll position. Both carry a fresh nonce, and the
/// `Content-Security-Policy` allows only what carries it: no script of the
/// document runs, whether a `<script>`, an `onerror=` or a `javascript:`
/// link (and scripts put in with `innerHTML` never run anyway).
public enum PreviewPage {
    /// The page around `body`, the document as `laminate html` renders it;
    /// `nonce` is random per response, so a document cannot know it.
    public static func html(title: String, body: String, nonce: String) -> String {
        page(
            title: title, nonce: nonce, style: style, script: script,
            content: "<main id=\"laminate-document\">\n\(body)</main>")
    }

    /// The page of `RawHTML.sandboxed`: no document in it, only the frame
    /// the document is shown in. The page takes each rendering from the
    /// stream and hands it to the frame with `postMessage` (the frame's
    /// origin is opaque, so it cannot fetch anything from the server itself).
    public static func sandboxedHTML(title: String, frameTarget: String, nonce: String) -> String {
        page(
            title: title, nonce: nonce, style: sandboxedStyle, script: sandboxedScript,
            content: "<iframe id=\"laminate-frame\" sandbox=\"allow-scripts\" src=\"\(HTMLEscaping.escape(frameTarget))\" "
                + "title=\"\(HTMLEscaping.escape(title))\"></iframe>")
    }

    /// Both pages: the head with the nonce on its style and script, and
    /// `content` as the body.
    private static func page(title: String, nonce: String, style: String, script: String, content: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLEscaping.escape(title)) — Laminate preview</title>
        <style nonce="\(nonce)">\(style)</style>
        <script nonce="\(nonce)">\(script)</script>
        </head>
        <body>
        \(content)
        </body>
        </html>

        """
    }

    /// Inline `style` attributes are allowed (`style-src-attr`): they are
    /// how the renderer applies attributes, and CSS cannot run code. Style
    /// elements and every other kind of resource need the nonce or are
    /// refused; images only as `data:` URLs, so that a document's image
    /// cannot tell a remote server that its preview is open. Frames only
    /// from this server, and only with `RawHTML.sandboxed` (the frame's
    /// own policy is `PreviewFrame.contentSecurityPolicy`).
    public static func contentSecurityPolicy(nonce: String, rawHTML: RawHTML = .inert) -> String {
        var directives = [
            "default-src 'none'",
            "script-src 'nonce-\(nonce)'",
            "style-src 'nonce-\(nonce)'",
            "style-src-elem 'nonce-\(nonce)'",
            "style-src-attr 'unsafe-inline'",
            "img-src data:",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ]
        if rawHTML == .sandboxed { directives.append("frame-src 'self'") }
        return directives.joined(separator: "; ")
    }

    /// Ingredients green (the catalog's `green`, #34C759) and semibold, as
    /// the editors highlight them; a span's own `foregroundColor` or
    /// `fontWeight`, inline, wins. A span whose list is not valid JSON5
    /// keeps its text and gets a dashed red outline, so no text disappears.
    static let style = """

        body { font: 16px/1.5 system-ui, sans-serif; max-width: 46em; margin: 2em auto; padding: 0 1em; color: #1d1d1f; }
        pre, code { font-family: ui-monospace, monospace; background: #f2f2f7; }
        pre { padding: 0.5em; overflow-x: auto; }
        blockquote { border-left: 3px solid #c7c7cc; margin-left: 0; padding-left: 1em; color: #48484a; }
        table { border-collapse: collapse; } th, td { border: 1px solid #c7c7cc; padding: 0.2em 0.5em; }
        [data-ingredient] { color: #34C759; font-weight: 600; }
        span[data-attributes] { outline: 1px dashed #FF3B30; }

        """

    /// In the head, before the document: a document's raw HTML that never
    /// ends (an open `<!--`, `<script>` or `<textarea>`) swallows all that
    /// follows it, and must not swallow this. The hover title names each
    /// span's attributes from its `data-` attributes; it is set here rather
    /// than by the renderer so that the page shows exactly what `laminate
    /// html` gives.
    static let script = """

        \(labelFunction)
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('laminate-document');
          label(root);
          const events = new EventSource('events');
          events.onmessage = (event) => {
            const x = window.scrollX, y = window.scrollY;
            root.innerHTML = event.data;
            label(root);
            window.scrollTo(x, y);
          };
        });

        """

    /// A function giving every span under `root` that has `data-`
    /// attributes a hover title naming them; the page and the frame share it.
    static let labelFunction = """
        const label = (root) => {
          for (const span of root.querySelectorAll('span')) {
            const names = Object.entries(span.dataset).map(([key, value]) => key + ': ' + value);
            if (names.length > 0) span.title = names.join('\\n');
          }
        };
        """

    static let sandboxedStyle = """

        html, body { margin: 0; height: 100%; }
        #laminate-frame { display: block; border: 0; width: 100%; height: 100%; }

        """

    /// The frame asks for the document once it is listening
    /// (`laminate-ready`, also after the document's scripts reloaded it);
    /// messages from anything but the frame are ignored. The listener is
    /// set before the frame exists, so its first message cannot be missed.
    static let sandboxedScript = """

        let latest = null, ready = false;
        const frame = () => document.getElementById('laminate-frame');
        const send = () => { if (ready && latest !== null) frame().contentWindow.postMessage(latest, '*'); };
        window.addEventListener('message', (event) => {
          if (frame() && event.source === frame().contentWindow && event.data === 'laminate-ready') {
            ready = true;
            send();
          }
        });
        const events = new EventSource('events');
        events.onmessage = (event) => { latest = event.data; send(); };

        """
}
