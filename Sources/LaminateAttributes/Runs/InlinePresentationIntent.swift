/// Apple's `InlinePresentationIntent`, which Foundation on Linux lacks: the
/// inline Markdown formatting of a run, with Apple's names and raw values so
/// that code written against Apple's runs reads ours.
public struct InlinePresentationIntent: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*x*`, `_x_`
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**x**`, `__x__`
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// A code span: `x` between backticks.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~x~~`, `~x~`
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line ending inside a paragraph, rendered as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break (two spaces or `\` before the line ending).
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Raw inline HTML, kept as text.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// An HTML block, kept as text.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)

    /// Each intent with its Apple name, in raw-value order.
    public static let named: [(name: String, intent: InlinePresentationIntent)] = [
        ("emphasized", .emphasized), ("stronglyEmphasized", .stronglyEmphasized), ("code", .code),
        ("strikethrough", .strikethrough), ("softBreak", .softBreak), ("lineBreak", .lineBreak),
        ("inlineHTML", .inlineHTML), ("blockHTML", .blockHTML),
    ]

    /// The names of the intents in this set, as Apple spells them.
    public var names: [String] {
        Self.named.filter { contains($0.intent) }.map(\.name)
    }
}
