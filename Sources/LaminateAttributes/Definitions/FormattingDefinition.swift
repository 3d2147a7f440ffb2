/// The attributes a project allows: the built-in catalog, narrowed by a
/// `scope`, extended by declared attributes, and with constraints between them.
public struct FormattingDefinition: Sendable, Hashable {
    /// Every known key: built-in ones and declared ones (a declaration replaces
    /// the built-in entry of the same key).
    public var catalog: AttributeCatalog
    /// The keys allowed in documents; nil allows every key of the catalog.
    public var scope: [String]?
    public var constraints: [AttributeConstraint]

    public init(catalog: AttributeCatalog = .builtIn, scope: [String]? = nil, constraints: [AttributeConstraint] = []) {
        self.catalog = catalog
        self.scope = scope
        self.constraints = constraints
    }

    /// The definition in force without a `.laminate.json`.
    public static let builtIn = FormattingDefinition()

    /// The declaration of `key`, if the key is known (in scope or not).
    public subscript(key: String) -> AttributeDeclaration? { catalog[key] }

    public func isInScope(_ key: String) -> Bool {
        scope.map { $0.contains(key) } ?? true
    }

    /// The keys a document may use, in catalog order.
    public var allowedKeys: [String] {
        guard let scope else { return catalog.keys }
        return catalog.keys.filter { scope.contains($0) }
    }
}

/// A value an attribute must take depending on another attribute: with the
/// recipe example, `foregroundColor` must be `"green"` where `ingredient` is
/// present, and absent (`otherwise: null`) elsewhere.
public struct AttributeConstraint: Sendable, Hashable {
    public var name: String
    public var attribute: String
    /// The key whose presence selects `value` over `otherwise`.
    public var whenPresent: String
    /// The required value where `whenPresent` is set; nil means "absent".
    public var value: ConstraintValue?
    /// The required value elsewhere; nil means "absent", and a constraint
    /// without `otherwise` says nothing about text elsewhere.
    public var otherwise: ConstraintValue??

    public init(name: String, attribute: String, whenPresent: String, value: ConstraintValue?, otherwise: ConstraintValue??) {
        self.name = name
        self.attribute = attribute
        self.whenPresent = whenPresent
        self.value = value
        self.otherwise = otherwise
    }
}

/// A constant attribute value in a definition file, compared with values in
/// documents and written out by fixes.
public struct ConstraintValue: Sendable, Hashable {
    /// The value as JSON5 source text to insert: `"green"`, `3`, `true`.
    public var sourceText: String
    public var value: JSON5Value.Kind

    public init(sourceText: String, value: JSON5Value.Kind) {
        self.sourceText = sourceText
        self.value = value
    }

    /// Whether a value read from a document is this value (numbers by value,
    /// strings exactly; ranges are ignored).
    public func matches(_ other: JSON5Value) -> Bool {
        ConstraintValue.sameValue(value, other.kind)
    }

    static func sameValue(_ lhs: JSON5Value.Kind, _ rhs: JSON5Value.Kind) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.value == b.value
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameValue($0.kind, $1.kind) }
        case (.object(let a), .object(let b)):
            return a.members.count == b.members.count
                && a.members.allSatisfy { member in b[member.key].map { sameValue(member.value.kind, $0.value.kind) } ?? false }
        default: return false
        }
    }
}
