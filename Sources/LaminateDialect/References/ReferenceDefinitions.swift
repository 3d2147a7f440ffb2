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
        // One lookup, not two (a document can have tens of thousands):
        // accessing the entry with a default stores the default only when
        // the label is new.
        let count = byLabel.count
        Self.access(&byLabel[normalizedLabel, default: definition])
        return byLabel.count > count
    }

    private static func access(_ definition: inout Definition) {}

    public subscript(normalizedLabel: String) -> Definition? { byLabel[normalizedLabel] }
}

/// Where the inline parser looks labels up: the definitions a full parse
/// gathered, or, in an incremental parse, the previous version's table with
/// the edited window's changes laid over it (so a keystroke does not build a
/// table of every definition again).
protocol DefinitionLookup: Sendable {
    func definition(of normalizedLabel: String) -> ReferenceDefinitions.Definition?
}

extension ReferenceDefinitions: DefinitionLookup {
    func definition(of normalizedLabel: String) -> Definition? { byLabel[normalizedLabel] }
}
