/// The reference definitions of a document, by normalized label.
///
/// Link reference definitions (`[label]: /url "title"`) and attribute
/// definitions (`^[label]: key: value`) share one namespace: the first
/// definition of a label wins, whichever kind it is.
public struct ReferenceDefinitions: Sendable {
    public enum Definition: Sendable, Hashable {
        case link(destination: String, title: String?)
        case attributes(MappedText)
    }

    public private(set) var byLabel: [String: Definition] = [:]

    public init() {}

    /// Records a definition unless the label is already defined; returns
    /// whether it was recorded.
    @discardableResult
    public mutating func define(_ normalizedLabel: String, as definition: Definition) -> Bool {
        guard byLabel[normalizedLabel] == nil else { return false }
        byLabel[normalizedLabel] = definition
        return true
    }

    public subscript(normalizedLabel: String) -> Definition? { byLabel[normalizedLabel] }
}
