import LaminateDialect

/// One valid `ingredient` marking in a document.
///
/// Every use of a version is kept (by its chunk's findings, for the
/// ingredient index: tens of thousands in a large cookbook), so its ranges
/// are kept as 32-bit offsets (a document is under 2 GiB), which makes a
/// use smaller.
struct IngredientUse: Sendable {
    var id: Int
    /// The span's rendered text, for messages.
    var text: String
    /// The text compared between uses: case and spacing ignored.
    var normalizedText: String
    private var valueStart: Int32
    private var valueEnd: Int32
    private var spanStart: Int32
    private var spanEnd: Int32

    init(id: Int, text: String, normalizedText: String, valueRange: ByteRange, spanRange: ByteRange) {
        self.id = id
        self.text = text
        self.normalizedText = normalizedText
        valueStart = Int32(truncatingIfNeeded: valueRange.start)
        valueEnd = Int32(truncatingIfNeeded: valueRange.end)
        spanStart = Int32(truncatingIfNeeded: spanRange.start)
        spanEnd = Int32(truncatingIfNeeded: spanRange.end)
    }

    var valueRange: ByteRange {
        get { ByteRange(Int(valueStart), Int(valueEnd)) }
        set {
            valueStart = Int32(truncatingIfNeeded: newValue.start)
            valueEnd = Int32(truncatingIfNeeded: newValue.end)
        }
    }

    var spanRange: ByteRange {
        get { ByteRange(Int(spanStart), Int(spanEnd)) }
        set {
            spanStart = Int32(truncatingIfNeeded: newValue.start)
            spanEnd = Int32(truncatingIfNeeded: newValue.end)
        }
    }
}

extension ValidationRun {
    static let ingredientKey = "ingredient"

    mutating func recordIngredient(_ id: NodeID, list: AttributeList) {
        guard let declaration = definition[Self.ingredientKey], let member = list[Self.ingredientKey],
            ValueChecker.check(member.value, rule: declaration.rule, key: member.key, source: list.text.bytes).isEmpty,
            let number = member.value.numberValue?.integerValue
        else { return }
        let text = IngredientTextComparison.text(of: id, in: tree)
        let normalized = IngredientTextComparison.normalized(text)
        // A text that is its own comparison key (lowercase, single spaces)
        // shares one string: every use of a document is kept.
        ingredientUses.append(
            IngredientUse(
                id: number, text: text, normalizedText: normalized == text ? text : normalized,
                valueRange: list.sourceRange(member.value.range), spanRange: tree.range(of: id)))
    }
}
