/// What the page does with the raw HTML a document holds (`<div>`,
/// `<script>`, `<img onerror=…>`, which CommonMark passes through).
public enum RawHTML: Sendable, Equatable {
    /// Shown as markup in the page, but inert: the page's
    /// `Content-Security-Policy` lets only the page's own script run, never
    /// the document's. The default.
    case inert
    /// `--allow-html`: the document is shown in a sandboxed frame of its
    /// own, where its scripts run — in an opaque origin, under a policy
    /// that lets them connect nowhere, so they cannot read the page, its
    /// token or its event stream (see `PreviewFrame`).
    case sandboxed
}
