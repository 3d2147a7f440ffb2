#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateDialect

// Foundation's Markdown initializers, with its signatures. Each reads the
// Markdown once, with the parser and the lowering the language server uses,
// and makes the runs into an `AttributedString`.
extension AttributedString {
    /// An attributed string from Markdown, with the keys of
    /// `AttributeScopes.FoundationAttributes` for attribute spans.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(
            markdownBytes: Array(markdown.utf8), scope: AttributeScopes.FoundationAttributes.self, options: options,
            baseURL: baseURL)
    }

    /// An attributed string from Markdown, attribute spans decoded through
    /// the keys of `scope` (and of the scopes it holds).
    public init<S: AttributeScope>(
        markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: Array(markdown.utf8), scope: S.self, options: options, baseURL: baseURL)
    }

    public init<S: AttributeScope>(
        markdown: String, including scope: S.Type, options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: Array(markdown.utf8), scope: scope, options: options, baseURL: baseURL)
    }

    /// An attributed string from Markdown in UTF-8 `Data`.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(
            markdownBytes: [UInt8](markdown), scope: AttributeScopes.FoundationAttributes.self, options: options,
            baseURL: baseURL)
    }

    public init<S: AttributeScope>(
        markdown: Data, including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: [UInt8](markdown), scope: S.self, options: options, baseURL: baseURL)
    }

    public init<S: AttributeScope>(
        markdown: Data, including scope: S.Type, options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: [UInt8](markdown), scope: scope, options: options, baseURL: baseURL)
    }

    /// An attributed string from the Markdown file at `url`. As in
    /// Foundation, links are resolved against `baseURL` only, not `url`.
    public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(
            markdownBytes: [UInt8](Data(contentsOf: url)), scope: AttributeScopes.FoundationAttributes.self,
            options: options, baseURL: baseURL)
    }

    public init<S: AttributeScope>(
        contentsOf url: URL, including scope: KeyPath<AttributeScopes, S.Type>,
        options: MarkdownParsingOptions = .init(), baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: [UInt8](Data(contentsOf: url)), scope: S.self, options: options, baseURL: baseURL)
    }

    public init<S: AttributeScope>(
        contentsOf url: URL, including scope: S.Type, options: MarkdownParsingOptions = .init(),
        baseURL: URL? = nil
    ) throws {
        try self.init(markdownBytes: [UInt8](Data(contentsOf: url)), scope: scope, options: options, baseURL: baseURL)
    }

    private init(
        markdownBytes bytes: [UInt8], scope: any AttributeScope.Type, options: MarkdownParsingOptions,
        baseURL: URL?
    ) throws {
        let tree = options.interpretedSyntax == .full ? MarkdownParser.parse(bytes) : MarkdownParser.parseInlineOnly(bytes)
        let runs = AttributeRunBuilder.build(tree, baseURL: baseURL, options: options.runOptions)
        if options.failurePolicy == .throwError, let invalid = runs.invalidAttributeSpans.first {
            throw MarkdownParsingError(
                reason: .invalidAttributeList, utf8Offset: invalid.errorRange.start,
                message: "the attribute list is not valid JSON5: \(invalid.message)")
        }
        self = try MarkdownRunsConversion(runs: runs, scope: scope, options: options).attributedString()
    }
}

/// The runs as Foundation's attributed string: Apple's Markdown keys (the
/// two intents, `link`, `imageURL`, `languageIdentifier`) and the span
/// attributes the scope decodes.
private struct MarkdownRunsConversion {
    let runs: AttributeRuns
    let decoder: MarkdownAttributeDecoder
    let options: AttributedString.MarkdownParsingOptions

    init(runs: AttributeRuns, scope: any AttributeScope.Type, options: AttributedString.MarkdownParsingOptions) {
        self.runs = runs
        self.decoder = MarkdownAttributeDecoder(keys: MarkdownScopeKeys(scope))
        self.options = options
    }

    func attributedString() throws -> AttributedString {
        var result = AttributedString()
        for (run, text) in zip(runs.runs, runs.runTexts) {
            var container = Self.markdownAttributes(of: run.attributes, languageCode: options.languageCode)
            if let failure = decoder.decode(run.attributes.spanAttributes, into: &container), options.failurePolicy == .throwError {
                throw AttributedString.MarkdownParsingError(
                    reason: .undecodableAttributeValue(key: failure.key),
                    utf8Offset: run.sourceRanges.first?.start ?? 0, message: failure.message)
            }
            result.append(AttributedString(text, attributes: container))
        }
        return result
    }

    private static func markdownAttributes(of attributes: RunAttributes, languageCode: String?) -> AttributeContainer {
        typealias Keys = AttributeScopes.LaminateAttributes
        var container = AttributeContainer()
        if !attributes.inlinePresentationIntent.isEmpty {
            container[Keys.InlinePresentationIntentAttribute.self] = attributes.inlinePresentationIntent
        }
        if let presentationIntent = attributes.presentationIntent {
            container[Keys.PresentationIntentAttribute.self] = presentationIntent
        }
        if let link = attributes.link.flatMap({ RunAttributes.url($0) }) { container.link = link }
        if let imageURL = attributes.imageURL.flatMap({ RunAttributes.url($0) }) { container.imageURL = imageURL }
        if let language = attributes.languageIdentifier ?? languageCode { container.languageIdentifier = language }
        return container
    }
}
#endif
