import LaminateDialect

/// One valid `ingredient` marking in a document.
struct IngredientUse: Sendable {
    var id: Int
    /// The span's rendered text, for messages.
    var text: String
    /// The text compared between uses: case and spacing ignored.
    var normalizedText: String
    var valueRange: ByteRange
    var spanRange: ByteRange
}

extension ValidationRun {
    static let ingredientKey = "ingredient"

    mutating func recordIngredient(_ id: NodeID, list: AttributeList) {
        guard let declaration = definition[Self.ingredientKey], let member = list[Self.ingredientKey],
              ValueChecker.check(member.value, rule: declaration.rule, key: member.key, source: list.text.bytes).isEmpty,
              let number = member.value.numberValue?.integerValue else { return }
        let text = IngredientTextComparison.text(of: id, in: tree)
        let normalized = IngredientTextComparison.normalized(text)
        // A text that is its own comparison key (lowercase, single spaces)
        // shares one string: every use of a document is kept.
        ingredientUses.append(IngredientUse(id: number, text: text, normalizedText: normalized == text ? text : normalized,
                                            valueRange: list.sourceRange(member.value.range), spanRange: tree.range(of: id)))
    }

    /// One id on different texts, and one text with different ids, from
    /// every use of the document at once: what `IngredientIndex` keeps up
    /// to date across edits, and what tests compare it with.
    mutating func checkIngredientUses() {
        var comparison = IngredientComparison()
        var found: [Diagnostic] = []
        for use in ingredientUses { comparison.add(use) { found.append($0) } }
        diagnostics += found
    }
}
