/// One attribute key: its value rule, behaviours and description. Built-in
/// keys and keys declared in a `.laminate.json` are both declarations.
public struct AttributeDeclaration: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        case builtIn
        /// Declared in a formatting definition file.
        case definitionFile
    }

    public var key: String
    public var rule: AttributeValueRule
    public var behaviours: AttributeBehaviours
    /// One line for hover and the language reference.
    public var summary: String
    /// How the value column of the language reference describes the value; defaults to the rule's summary.
    public var valueDescription: String
    /// The language reference's values column: allowed values and the like.
    public var notes: String
    public var origin: Origin

    public init(
        key: String, rule: AttributeValueRule, behaviours: AttributeBehaviours = .standard, summary: String,
        valueDescription: String? = nil, notes: String = "", origin: Origin = .builtIn
    ) {
        self.key = key
        self.rule = rule
        self.behaviours = behaviours
        self.summary = summary
        self.valueDescription = valueDescription ?? rule.summary
        self.notes = notes
        self.origin = origin
    }

    public var isParagraphAttribute: Bool { behaviours.runBoundary == .paragraph }
}
