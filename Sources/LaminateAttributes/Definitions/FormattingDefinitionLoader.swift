import LaminateDialect

/// A formatting definition read from a `.laminate.json`, with the problems
/// found in it (ranges in that file).
public struct LoadedDefinition: Sendable {
    /// The definition in force: the file's, or the built-in one when the file
    /// has errors.
    public var definition: FormattingDefinition
    public var problems: [Diagnostic]
    /// Whether the file's own definition is in force (it has no errors).
    public var isInForce: Bool
}

/// Reads `.laminate.json` bytes into a `FormattingDefinition`.
public enum FormattingDefinitionLoader {
    public static let attributeTypes = ["string", "integer", "number", "boolean", "color", "url", "enum", "object"]
    static let topLevelFields = ["scope", "attributes", "constraints", "$schema", "description"]
    static let attributeFields = [
        "type", "minimum", "maximum", "values", "pattern", "inheritedByAddedText",
        "invalidatedWhen", "runBoundary", "description",
    ]
    static let constraintFields = ["name", "attribute", "when", "value", "otherwise", "description"]

    public static func load(_ bytes: [UInt8]) -> LoadedDefinition {
        var reader = DefinitionReader(bytes: bytes)
        let definition = reader.read()
        let hasErrors = reader.problems.contains { $0.severity == .error }
        return LoadedDefinition(
            definition: hasErrors ? .builtIn : (definition ?? .builtIn),
            problems: reader.problems.sorted { $0.range < $1.range }, isInForce: !hasErrors && definition != nil)
    }
}

/// The reading of one definition file, collecting problems as it goes.
struct DefinitionReader {
    let bytes: [UInt8]
    var problems: [Diagnostic] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func report(_ code: DiagnosticCode, _ message: String, at range: ByteRange, fixes: [Fix] = []) {
        problems.append(Diagnostic(code: code, message: message, range: range, fixes: fixes))
    }

    func text(_ range: ByteRange) -> String {
        String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
    }

    mutating func read() -> FormattingDefinition? {
        let root: JSON5Value
        switch JSON5Reader.readDocument(bytes) {
        case .failure(let error):
            report(.invalidDefinitionJSON5, "The formatting definition is not valid JSON5: \(error.message).", at: error.range)
            return nil
        case .success(let value):
            root = value
        }
        guard let object = root.objectValue else {
            report(.invalidDefinitionShape, "A formatting definition must be an object, not \(root.kindDescription).", at: root.range)
            return nil
        }
        reportDuplicates(in: object, what: "field")
        for member in object.members where !FormattingDefinitionLoader.topLevelFields.contains(member.key) {
            reportUnknownField(member, among: FormattingDefinitionLoader.topLevelFields, in: "the definition")
        }
        var catalog = AttributeCatalog.builtIn
        if let attributes = object["attributes"] {
            if let declared = attributes.value.objectValue {
                reportDuplicates(in: declared, what: "attribute")
                for member in declared.members {
                    if let declaration = readDeclaration(member) { catalog.declare(declaration) }
                }
            } else {
                report(
                    .invalidDefinitionShape, "'attributes' must be an object of declarations, not \(attributes.value.kindDescription).",
                    at: attributes.value.range)
            }
        }
        var scope: [String]?
        if let scopeMember = object["scope"] {
            scope = readScope(scopeMember.value, catalog: catalog)
        }
        var constraints: [AttributeConstraint] = []
        if let constraintsMember = object["constraints"] {
            if let list = constraintsMember.value.arrayValue {
                for (index, item) in list.enumerated() {
                    if let constraint = readConstraint(item, index: index, catalog: catalog) { constraints.append(constraint) }
                }
            } else {
                report(
                    .invalidDefinitionShape, "'constraints' must be an array, not \(constraintsMember.value.kindDescription).",
                    at: constraintsMember.value.range)
            }
        }
        return FormattingDefinition(catalog: catalog, scope: scope, constraints: constraints)
    }

    // MARK: Scope

    mutating func readScope(_ value: JSON5Value, catalog: AttributeCatalog) -> [String]? {
        guard let items = value.arrayValue else {
            report(.invalidDefinitionShape, "'scope' must be an array of attribute keys, not \(value.kindDescription).", at: value.range)
            return nil
        }
        var keys: [String] = []
        for item in items {
            guard let key = item.stringValue else {
                report(.invalidDefinitionShape, "Each entry of 'scope' must be a key in quotes, not \(item.kindDescription).", at: item.range)
                continue
            }
            guard catalog[key] != nil else {
                var message = "'\(key)' in 'scope' is neither a built-in attribute nor declared in 'attributes'"
                var fixes: [Fix] = []
                if let suggestion = Suggestions.nearest(to: key, in: catalog.keys) {
                    message += "; did you mean '\(suggestion)'?"
                    fixes.append(
                        Fix(
                            title: "Change to '\(suggestion)'", edits: [SourceEdit(range: item.range, replacement: "\"\(suggestion)\"")],
                            isPreferred: true))
                } else {
                    message += "."
                }
                report(.unknownKeyInScope, message, at: item.range, fixes: fixes)
                continue
            }
            keys.append(key)
        }
        return keys
    }

    // MARK: Attribute declarations

    mutating func readDeclaration(_ member: JSON5Member) -> AttributeDeclaration? {
        let key = member.key
        guard let fields = member.value.objectValue else {
            report(
                .invalidDefinitionShape,
                "The declaration of '\(key)' must be an object such as {\"type\": \"string\"}, not \(member.value.kindDescription).",
                at: member.value.range)
            return nil
        }
        reportDuplicates(in: fields, what: "field")
        for field in fields.members where !FormattingDefinitionLoader.attributeFields.contains(field.key) {
            reportUnknownField(field, among: FormattingDefinitionLoader.attributeFields, in: "the declaration of '\(key)'")
        }
        guard let typeMember = fields["type"] else {
            report(
                .invalidDefinitionShape,
                "The declaration of '\(key)' needs a \"type\" (one of \(FormattingDefinitionLoader.attributeTypes.joined(separator: ", "))).",
                at: member.keyRange)
            return nil
        }
        guard let type = typeMember.value.stringValue else {
            report(
                .invalidDefinitionShape, "The \"type\" of '\(key)' must be a string, not \(typeMember.value.kindDescription).",
                at: typeMember.value.range)
            return nil
        }
        guard FormattingDefinitionLoader.attributeTypes.contains(type) else {
            var message = "'\(type)' is not an attribute type; use one of \(FormattingDefinitionLoader.attributeTypes.joined(separator: ", "))"
            var fixes: [Fix] = []
            if let suggestion = Suggestions.nearest(to: type, in: FormattingDefinitionLoader.attributeTypes) {
                message += " (did you mean '\(suggestion)'?)"
                fixes.append(
                    Fix(
                        title: "Change to '\(suggestion)'", edits: [SourceEdit(range: typeMember.value.range, replacement: "\"\(suggestion)\"")],
                        isPreferred: true))
            }
            report(.unknownAttributeType, message + ".", at: typeMember.value.range, fixes: fixes)
            return nil
        }
        let bounds = readBounds(fields, key: key, type: type)
        var rule: AttributeValueRule
        switch type {
        case "string": rule = .string(pattern: readPattern(fields, key: key))
        case "integer": rule = .integer(bounds)
        case "number": rule = .number(bounds)
        case "boolean": rule = .boolean
        case "color": rule = .color
        case "url": rule = .url
        case "object": rule = .object(fields: nil)
        default:
            guard let values = readValues(fields, key: key) else { return nil }
            rule = .enumeration(values)
        }
        if type != "string", let pattern = fields["pattern"] {
            report(.invalidDefinitionShape, "'pattern' applies only to string attributes, and '\(key)' is \(type).", at: pattern.keyRange)
        }
        if type != "enum", let values = fields["values"] {
            report(.invalidDefinitionShape, "'values' applies only to enum attributes, and '\(key)' is \(type).", at: values.keyRange)
        }
        if type == "string", let pattern = fields["pattern"]?.value.stringValue, !RegularExpressionMatcher.isValid(pattern) {
            rule = .string(pattern: nil)
        }
        let behaviours = readBehaviours(fields, key: key)
        let summary = fields["description"]?.value.stringValue ?? "Declared in .laminate.json."
        return AttributeDeclaration(key: key, rule: rule, behaviours: behaviours, summary: summary, origin: .definitionFile)
    }

    mutating func readBounds(_ fields: JSON5Object, key: String, type: String) -> NumericBounds {
        var bounds = NumericBounds()
        for name in ["minimum", "maximum"] {
            guard let member = fields[name] else { continue }
            guard type == "integer" || type == "number" else {
                report(
                    .invalidDefinitionShape, "'\(name)' applies only to integer and number attributes, and '\(key)' is \(type).", at: member.keyRange)
                continue
            }
            guard let number = member.value.numberValue, number.value.isFinite else {
                report(
                    .invalidDefinitionShape, "'\(name)' of '\(key)' must be a finite number, not \(member.value.kindDescription).",
                    at: member.value.range)
                continue
            }
            if name == "minimum" { bounds.minimum = number.value } else { bounds.maximum = number.value }
        }
        return bounds
    }

    mutating func readPattern(_ fields: JSON5Object, key: String) -> String? {
        guard let member = fields["pattern"] else { return nil }
        guard let pattern = member.value.stringValue else {
            report(.invalidDefinitionShape, "'pattern' of '\(key)' must be a string, not \(member.value.kindDescription).", at: member.value.range)
            return nil
        }
        guard RegularExpressionMatcher.isValid(pattern) else {
            report(
                .invalidPattern, "The pattern of '\(key)', \(text(member.value.range)), is not a valid regular expression.", at: member.value.range)
            return nil
        }
        return pattern
    }

    mutating func readValues(_ fields: JSON5Object, key: String) -> [String]? {
        guard let member = fields["values"] else {
            report(
                .invalidDefinitionShape, "The enum '\(key)' needs \"values\": an array of the allowed strings.",
                at: fields["type"]?.keyRange ?? ByteRange(0, 0))
            return nil
        }
        guard let items = member.value.arrayValue, !items.isEmpty else {
            report(.invalidDefinitionShape, "\"values\" of '\(key)' must be a non-empty array of strings.", at: member.value.range)
            return nil
        }
        var values: [String] = []
        for item in items {
            guard let value = item.stringValue else {
                report(.invalidDefinitionShape, "Each of the \"values\" of '\(key)' must be a string, not \(item.kindDescription).", at: item.range)
                continue
            }
            values.append(value)
        }
        return values
    }

    mutating func readBehaviours(_ fields: JSON5Object, key: String) -> AttributeBehaviours {
        var behaviours = AttributeBehaviours()
        if let member = fields["inheritedByAddedText"] {
            if let bool = member.value.boolValue {
                behaviours.inheritedByAddedText = bool
            } else {
                report(.invalidDefinitionShape, "'inheritedByAddedText' of '\(key)' must be true or false.", at: member.value.range)
            }
        }
        if let member = fields["invalidatedWhen"] {
            if let items = member.value.arrayValue {
                for item in items {
                    if let condition = item.stringValue.flatMap(AttributeBehaviours.InvalidationCondition.init(rawValue:)) {
                        behaviours.invalidatedWhen.insert(condition)
                    } else {
                        report(
                            .invalidDefinitionShape, "'invalidatedWhen' of '\(key)' may only list \"textChanged\", not \(text(item.range)).",
                            at: item.range)
                    }
                }
            } else {
                report(.invalidDefinitionShape, "'invalidatedWhen' of '\(key)' must be an array such as [\"textChanged\"].", at: member.value.range)
            }
        }
        if let member = fields["runBoundary"] {
            if let boundary = member.value.stringValue.flatMap(AttributeBehaviours.RunBoundary.init(rawValue:)) {
                behaviours.runBoundary = boundary
            } else {
                report(
                    .invalidDefinitionShape, "'runBoundary' of '\(key)' must be \"paragraph\", not \(text(member.value.range)).",
                    at: member.value.range)
            }
        }
        return behaviours
    }

    // MARK: Constraints

    mutating func readConstraint(_ value: JSON5Value, index: Int, catalog: AttributeCatalog) -> AttributeConstraint? {
        guard let fields = value.objectValue else {
            report(.invalidDefinitionShape, "Each constraint must be an object, not \(value.kindDescription).", at: value.range)
            return nil
        }
        reportDuplicates(in: fields, what: "field")
        for field in fields.members where !FormattingDefinitionLoader.constraintFields.contains(field.key) {
            reportUnknownField(field, among: FormattingDefinitionLoader.constraintFields, in: "a constraint")
        }
        let name = fields["name"]?.value.stringValue ?? "constraint \(index + 1)"
        guard let attributeMember = fields["attribute"] else {
            report(.invalidDefinitionShape, "The constraint '\(name)' needs an \"attribute\".", at: value.range)
            return nil
        }
        guard let attribute = knownKey(attributeMember.value, field: "attribute", constraint: name, catalog: catalog) else { return nil }
        guard let whenMember = fields["when"], let when = whenMember.value.objectValue, let presentMember = when["present"] else {
            report(
                .invalidDefinitionShape, "The constraint '\(name)' needs \"when\": {\"present\": \"key\"}.",
                at: fields["when"]?.value.range ?? value.range)
            return nil
        }
        for field in when.members where field.key != "present" {
            reportUnknownField(field, among: ["present"], in: "'when'")
        }
        guard let present = knownKey(presentMember.value, field: "present", constraint: name, catalog: catalog) else { return nil }
        guard let valueMember = fields["value"] else {
            report(.invalidDefinitionShape, "The constraint '\(name)' needs a \"value\" (null for \"absent\").", at: value.range)
            return nil
        }
        let required = constant(valueMember.value)
        let otherwise: ConstraintValue?? = fields["otherwise"].map { constant($0.value) }
        return AttributeConstraint(name: name, attribute: attribute, whenPresent: present, value: required, otherwise: otherwise)
    }

    mutating func knownKey(_ value: JSON5Value, field: String, constraint: String, catalog: AttributeCatalog) -> String? {
        guard let key = value.stringValue else {
            report(.invalidDefinitionShape, "'\(field)' of the constraint '\(constraint)' must be an attribute key in quotes.", at: value.range)
            return nil
        }
        guard catalog[key] != nil else {
            var message = "The constraint '\(constraint)' names '\(key)', which is neither built in nor declared in 'attributes'"
            if let suggestion = Suggestions.nearest(to: key, in: catalog.keys) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "."
            }
            report(.constraintOnUndeclaredAttribute, message, at: value.range)
            return nil
        }
        return key
    }

    func constant(_ value: JSON5Value) -> ConstraintValue? {
        value.isNull ? nil : ConstraintValue(sourceText: text(value.range), value: value.kind)
    }

    // MARK: Shared checks

    mutating func reportUnknownField(_ member: JSON5Member, among known: [String], in place: String) {
        var message = "'\(member.key)' is not a field of \(place)"
        if let suggestion = Suggestions.nearest(to: member.key, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; it is ignored."
        }
        report(.unknownDefinitionField, message, at: member.keyRange)
    }

    mutating func reportDuplicates(in object: JSON5Object, what: String) {
        var seen: Set<String> = []
        for member in object.members where !seen.insert(member.key).inserted {
            report(.invalidDefinitionShape, "The \(what) '\(member.key)' appears twice; only the first is read.", at: member.keyRange)
        }
    }
}
