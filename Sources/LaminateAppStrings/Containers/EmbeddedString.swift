import LaminateDialect

/// One string of a container that holds Attributed Markdown: its decoded
/// text, where it sits, how to write text back into it, and what it is.
public struct EmbeddedString: Sendable, Hashable {
    /// Whether the string is a key or a value, and of which language.
    public struct Origin: Sendable, Hashable {
        public enum Role: Sendable, Hashable {
            /// A catalog's key or a `.strings` key: the source-language text.
            case key
            /// A translation (`stringUnit.value`, a `.strings` value).
            case value
            /// A Swift string literal.
            case literal
        }

        public var role: Role
        /// The string's key (for a key, itself); nil for a Swift literal.
        public var key: String?
        /// The language it is written in, when the container says.
        public var language: String?
        /// Where in the entry it sits, such as `["plural", "one"]` or
        /// `["substitutions", "count", "plural", "other"]`; empty for the
        /// plain `stringUnit`.
        public var variation: [String]

        public init(role: Role, key: String? = nil, language: String? = nil, variation: [String] = []) {
            self.role = role
            self.key = key
            self.language = language
            self.variation = variation
        }
    }

    public var text: EmbeddedText
    /// The whole literal in the container, quotes and delimiters included.
    public var literalRange: ByteRange
    public var escaping: StringEscaping
    public var origin: Origin

    public init(text: EmbeddedText, literalRange: ByteRange, escaping: StringEscaping, origin: Origin) {
        self.text = text
        self.literalRange = literalRange
        self.escaping = escaping
        self.origin = origin
    }

    /// The container ranges of a Swift literal's interpolations (`\(…)`,
    /// `\#(…)`), in order: code, opaque to every feature. Empty elsewhere.
    public func interpolationRanges(in container: [UInt8]) -> [ByteRange] {
        guard case .swift = escaping else { return [] }
        return text.segments.compactMap { segment in
            guard segment.kind == .placeholder, segment.sourceStart < container.count,
                container[segment.sourceStart] == UInt8(ascii: "\\")
            else { return nil }
            return ByteRange(segment.sourceStart, segment.sourceEnd)
        }
    }

    /// Whether container offset `offset` lies inside an interpolation (after
    /// its first byte, before its end).
    public func isInsideInterpolation(_ offset: Int, in container: [UInt8]) -> Bool {
        interpolationRanges(in: container).contains { $0.start < offset && offset < $0.end }
    }
}

/// A container read for its strings: the strings that hold Attributed
/// Markdown, in container order, or the one reason it could not be read.
public struct ContainerScan: Sendable, Hashable {
    public var kind: ContainerKind
    public var strings: [EmbeddedString]
    /// The catalog's `sourceLanguage` (nil elsewhere).
    public var sourceLanguage: String?
    /// Why the container could not be read, at the failure; when set,
    /// `strings` is empty (nothing is served from a broken container).
    public var failure: ContainerFailure?

    public init(kind: ContainerKind, strings: [EmbeddedString] = [], sourceLanguage: String? = nil, failure: ContainerFailure? = nil) {
        self.kind = kind
        self.strings = strings
        self.sourceLanguage = sourceLanguage
        self.failure = failure
    }

    /// Reads `bytes` (UTF-8) as a container of `kind`.
    public static func scan(_ bytes: [UInt8], as kind: ContainerKind) -> ContainerScan {
        switch kind {
        case .stringCatalog: StringCatalogScanner.scan(bytes)
        case .stringsFile: StringsFileScanner.scan(bytes)
        case .swiftSource: SwiftLiteralScanner.scan(bytes)
        }
    }

    /// The string whose content holds container offset `offset`.
    public func string(containing offset: Int) -> EmbeddedString? {
        strings.first { $0.literalRange.start < offset && offset < $0.literalRange.end }
            ?? strings.first { $0.text.textOffset(atSource: offset) != nil && $0.literalRange.contains(offset) }
    }
}

/// A container that cannot be read: where and why.
public struct ContainerFailure: Sendable, Hashable, Error {
    public var range: ByteRange
    public var message: String

    public init(range: ByteRange, message: String) {
        self.range = range
        self.message = message
    }
}
