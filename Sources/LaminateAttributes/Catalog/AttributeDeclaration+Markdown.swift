extension AttributeDeclaration {
    /// A short Markdown description for hover: the key, its value, its
    /// behaviours and what it does.
    public var hoverMarkdown: String {
        var lines = ["**\(key)** — \(valueDescription)", "", summary]
        if !notes.isEmpty { lines += ["", notes] }
        let behaviours = behaviours.summary
        if !behaviours.isEmpty { lines += ["", "*" + behaviours.joined(separator: "; ") + "*"] }
        if origin == .definitionFile { lines += ["", "Declared in `.laminate.json`."] }
        return lines.joined(separator: "\n")
    }

    /// The string values to offer when completing this attribute's value,
    /// quoted as they would be written.
    public var valueCompletions: [String] {
        var values = rule.knownStrings.map { "\"\($0)\"" }
        if case .anyOf(let rules) = rule, rules.contains(.literalTrue) { values.append("true") }
        if rule == .boolean { values += ["true", "false"] }
        return values
    }
}
