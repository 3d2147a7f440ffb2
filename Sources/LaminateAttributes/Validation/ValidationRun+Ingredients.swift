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
        ingredientUses.append(IngredientUse(id: number, text: text, normalizedText: IngredientTextComparison.normalized(text),
                                            valueRange: list.sourceRange(member.value.range), spanRange: tree[id].range))
    }

    /// One id on different texts, and one text with different ids, from
    /// every use of the document at once: what `IngredientIndex` keeps up
    /// to date across edits, and what tests compare it with.
    mutating func checkIngredientUses() {
        var firstByID: [Int: IngredientUse] = [:]
        var firstByText: [String: IngredientUse] = [:]
        for use in ingredientUses {
            if let first = firstByID[use.id] {
                if first.normalizedText != use.normalizedText {
                    report(Diagnostic(code: .ingredientIDOnDifferentTexts,
                                      message: "Ingredient \(use.id) already marks \"\(first.text)\", but here it marks \"\(use.text)\".",
                                      range: use.valueRange,
                                      related: [RelatedLocation(range: first.spanRange, message: "ingredient \(use.id) is \"\(first.text)\" here")]))
                }
            } else {
                firstByID[use.id] = use
            }
            if let first = firstByText[use.normalizedText] {
                if first.id != use.id {
                    report(Diagnostic(code: .textWithSeveralIngredientIDs,
                                      message: "\"\(use.text)\" is already ingredient \(first.id), but here it is ingredient \(use.id).",
                                      range: use.valueRange,
                                      related: [RelatedLocation(range: first.spanRange, message: "\"\(first.text)\" is ingredient \(first.id) here")],
                                      fixes: [Fix(title: "Change to ingredient \(first.id)", edits: [SourceEdit(range: use.valueRange, replacement: String(first.id))],
                                                  isPreferred: true)]))
                }
            } else {
                firstByText[use.normalizedText] = use
            }
        }
    }
}
