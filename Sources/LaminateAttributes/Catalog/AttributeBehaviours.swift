/// How an attribute behaves when text changes, mirroring what Foundation's
/// `AttributedStringKey` declares (`runBoundaries`, `inheritedByAddedText`,
/// `invalidationConditions`).
public struct AttributeBehaviours: Sendable, Hashable {
    public enum RunBoundary: String, Sendable, Hashable {
        /// One value holds from the start to the end of a paragraph.
        case paragraph
    }

    public enum InvalidationCondition: String, Sendable, Hashable {
        /// The attribute no longer holds once the text it covers changes.
        case textChanged
    }

    public var runBoundary: RunBoundary?
    /// Whether text typed next to the attribute takes it on (Foundation's default: yes).
    public var inheritedByAddedText: Bool
    public var invalidatedWhen: Set<InvalidationCondition>

    public init(runBoundary: RunBoundary? = nil, inheritedByAddedText: Bool = true, invalidatedWhen: Set<InvalidationCondition> = []) {
        self.runBoundary = runBoundary
        self.inheritedByAddedText = inheritedByAddedText
        self.invalidatedWhen = invalidatedWhen
    }

    public static let standard = AttributeBehaviours()
    public static let paragraph = AttributeBehaviours(runBoundary: .paragraph)

    /// Words for the catalog table: "paragraph attribute", "not inherited by added text", ….
    public var summary: [String] {
        var parts: [String] = []
        if runBoundary == .paragraph { parts.append("paragraph attribute") }
        if !inheritedByAddedText { parts.append("not inherited by added text") }
        if invalidatedWhen.contains(.textChanged) { parts.append("invalidated when its text changes") }
        return parts
    }
}
