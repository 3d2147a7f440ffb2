/// The `data` of every diagnostic Laminate sends: the repairs a quick fix
/// offers, already converted to the client's coordinates, so a code action
/// can be built from the diagnostic alone.
///
/// ```json
/// "data": {"version": 3,
///          "fixes": [{"title": "Change to 'green'", "isPreferred": true,
///                     "edits": [{"range": {...}, "newText": "\"green\""}]}]}
/// ```
///
/// Edit ranges are in the negotiated position encoding, against the text of
/// `version` (absent for files the client has not opened, such as a
/// `.laminate.json`). The edits of one fix never overlap and are applied
/// together, like a `WorkspaceEdit`'s `TextEdit`s for one document.
public struct DiagnosticData: Hashable, Sendable, Codable {
    /// The document version the ranges refer to.
    public var version: Int?
    /// Best first; empty when there is no obvious repair.
    public var fixes: [Fix]

    public init(version: Int?, fixes: [Fix]) {
        self.version = version
        self.fixes = fixes
    }

    public struct Fix: Hashable, Sendable, Codable {
        /// For the editor's menu: "Change to 'green'".
        public var title: String
        /// Whether the editor may apply it as the one obvious repair.
        public var isPreferred: Bool
        public var edits: [Edit]

        public init(title: String, isPreferred: Bool, edits: [Edit]) {
            self.title = title
            self.isPreferred = isPreferred
            self.edits = edits
        }
    }

    /// Shaped like LSP's `TextEdit`.
    public struct Edit: Hashable, Sendable, Codable {
        public var range: LSPRange
        public var newText: String

        public init(range: LSPRange, newText: String) {
            self.range = range
            self.newText = newText
        }
    }
}
