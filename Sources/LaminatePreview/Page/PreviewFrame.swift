/// The frame `--allow-html` shows the document in (`RawHTML.sandboxed`):
/// there the document's raw HTML is live, scripts included, but confined.
///
/// Why a frame served by the server, and not `srcdoc`: the page's policy
/// allows scripts by nonce, and with a nonce `'unsafe-inline'` is void, so
/// the document's inline scripts could only run under a policy of their
/// own; a `srcdoc` (or `data:`, or `blob:`) frame inherits its parent's
/// policy, a frame loaded from a URL has its own. The frame is sandboxed
/// twice — the `sandbox` attribute on the iframe and the `sandbox`
/// directive of its policy, which holds even if it is opened on its own —
/// with `allow-scripts` only: its origin is opaque, so it can read nothing
/// of the page; it may not navigate the page, open windows or submit forms;
/// and `default-src 'none'` leaves its scripts no connection at all. It
/// serves no document text itself (the page posts each rendering to it),
/// so its address, which its scripts can read, opens nothing they do not
/// have; it carries a token of its own, never the page's.
public enum PreviewFrame {
    public static func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <style>\(PreviewPage.style)</style>
        <script>\(script)</script>
        </head>
        <body></body>
        </html>

        """
    }

    public static let contentSecurityPolicy = [
        "sandbox allow-scripts",
        "default-src 'none'",
        "script-src 'unsafe-inline'",
        "style-src 'unsafe-inline'",
        "img-src data:",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'self'",
    ].joined(separator: "; ")

    /// Takes each rendering the page posts (only from the page: the
    /// document's scripts post from the frame itself), keeps the scroll
    /// position, and runs the document's scripts as a fresh load would:
    /// scripts put in with `innerHTML` never run, copies of them do.
    static let script = """

        \(PreviewPage.labelFunction)
        window.addEventListener('message', (event) => {
          if (event.source !== window.parent || typeof event.data !== 'string') return;
          const x = window.scrollX, y = window.scrollY;
          document.body.innerHTML = event.data;
          for (const inert of document.body.querySelectorAll('script')) {
            const script = document.createElement('script');
            for (const attribute of inert.attributes) script.setAttribute(attribute.name, attribute.value);
            script.textContent = inert.textContent;
            inert.replaceWith(script);
          }
          label(document.body);
          window.scrollTo(x, y);
        });
        window.parent.postMessage('laminate-ready', '*');

        """
}
