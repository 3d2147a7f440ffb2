/// Which members of a list reach the text: the one rule for the runs, the
/// HTML renderer's styles, the ingredient checks and the semantic tokens'
/// rendering modifiers.
extension AttributeList {
    /// Whether `member` applies under `definition`: its key is in scope and
    /// declared, and its value is valid for the key (an invalid value is
    /// reported and, as in `AttributedString`, applies nothing). Callers
    /// walking the members keep only the first of duplicate keys, as
    /// Foundation does.
    public func isEffective(_ member: JSON5Member, definition: FormattingDefinition) -> Bool {
        guard definition.isInScope(member.key), let declaration = definition[member.key] else { return false }
        return ValueChecker.check(member.value, rule: declaration.rule, key: member.key, source: text.bytes).isEmpty
    }

    /// The value of `key` that applies: its first member's, if effective.
    public func effectiveValue(of key: String, definition: FormattingDefinition) -> JSON5Value? {
        guard let member = self[key], isEffective(member, definition: definition) else { return nil }
        return member.value
    }
}
