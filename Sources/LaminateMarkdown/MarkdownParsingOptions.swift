#if FOUNDATION_LACKS_MARKDOWN
import Foundation

extension AttributedString {
    /// Options that affect how Markdown is parsed into an attributed string,
    /// with Foundation's members and defaults.
    public struct MarkdownParsingOptions: Codable, Hashable, Sendable {
        /// Which Markdown syntax is interpreted.
        public enum InterpretedSyntax: Codable, Hashable, Sendable {
            /// All of it: blocks (each run's `presentationIntent`) and inlines.
            case full
            /// Inline syntax only: the text is read as one paragraph's inline
            /// content (a `#` or `-` that would start a block stays as
            /// written), no run has a `presentationIntent`, and every run of
            /// white space is one space.
            case inlineOnly
            /// As `inlineOnly`, with every white-space character kept as
            /// written (line endings included).
            case inlineOnlyPreservingWhitespace
        }

        /// What the initializer does when the Markdown cannot be fully parsed.
        public enum FailurePolicy: Codable, Hashable, Sendable {
            /// Throw: an attribute list that is not valid JSON5, or a value
            /// an attribute key cannot decode, fails the parse.
            case throwError
            /// Return what could be parsed: such a span keeps its text and
            /// sets no attribute (a value a key cannot decode is left out).
            case returnPartiallyParsedIfPossible
        }

        /// Whether `^[text](key: value)` attribute spans set attributes.
        /// When false (the default) a span's text is kept without them.
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        /// A BCP-47 language code: when set, `languageIdentifier` is set to
        /// it on every run that has no language of its own.
        public var languageCode: String?

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }
}

extension AttributedString.MarkdownParsingOptions {
    /// The lowering's options for these.
    var runOptions: RunOptions {
        let syntax: RunOptions.Syntax
        switch interpretedSyntax {
        case .full: syntax = .full
        case .inlineOnly: syntax = .inlineOnly
        case .inlineOnlyPreservingWhitespace: syntax = .inlineOnlyPreservingWhitespace
        }
        return RunOptions(syntax: syntax, spanKeys: allowsExtendedAttributes ? .all : .none)
    }
}
#endif
