import LaminateFeatures
import LaminateProtocol

/// The `laminate.semanticTokens` settings:
///
/// - `enabled` (default `true`): `false` makes every token request answer
///   with no tokens, so the editor's own highlighting alone remains.
/// - `markdown` (default `"auto"`): whether tokens cover Markdown's own
///   constructs too, or only what Attributed Markdown adds (attribute spans
///   and definitions). `"auto"` covers everything unless the client says it
///   augments its own syntax highlighting (`augmentsSyntaxTokens`); `true`
///   and `false` decide regardless of the client.
struct SemanticTokensSettings: Hashable, Sendable {
    var isEnabled = true
    /// nil: decided by the client's `augmentsSyntaxTokens`.
    var coversMarkdown: Bool?

    init(_ settings: JSONValue) {
        let section = settings["semanticTokens"]
        if case .bool(let enabled)? = section?["enabled"] { isEnabled = enabled }
        if case .bool(let markdown)? = section?["markdown"] { coversMarkdown = markdown }
    }

    /// Which tokens to send a client with these capabilities.
    func coverage(for client: SemanticTokensClientCapabilities?) -> SemanticTokenCoverage {
        let coversMarkdown = coversMarkdown ?? (client?.augmentsSyntaxTokens != true)
        return coversMarkdown ? .everything : .attributesOnly
    }
}
