/// An attribute's value as a run carries it: a JSON value without the source
/// ranges a `JSON5Value` keeps, so that two runs setting the same value
/// compare equal and merge, as Foundation's runs do.
public indirect enum AttributeValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AttributeValue])
    /// Foundation's decoder keeps the first of duplicate keys; so does this.
    case object([String: AttributeValue])

    /// The value of a JSON5 value read from an attribute list. The reader
    /// limits nesting to 512 levels, which bounds this recursion.
    public init(_ value: JSON5Value) {
        switch value.kind {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number.value)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(AttributeValue.init))
        case .object(let object):
            var members: [String: AttributeValue] = [:]
            for member in object.members where members[member.key] == nil {
                members[member.key] = AttributeValue(member.value)
            }
            self = .object(members)
        }
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The value as an integer, if it is a whole number that fits.
    public var integerValue: Int? {
        guard let number = numberValue, number.isFinite, number.rounded(.towardZero) == number else { return nil }
        return Int(exactly: number)
    }

    public var objectValue: [String: AttributeValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
}

extension AttributeValue {
    /// The value as JSON text: object keys sorted, whole numbers without a
    /// fraction, and the non-finite numbers JSON lacks as strings.
    public var jsonText: String {
        var output = ""
        appendJSON(to: &output)
        return output
    }

    func appendJSON(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += JSONText.number(number)
        case .string(let string): output += JSONText.quoted(string)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.appendJSON(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                output += JSONText.quoted(key) + ":"
                members[key]?.appendJSON(to: &output)
            }
            output += "}"
        }
    }
}
