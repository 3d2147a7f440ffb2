@testable import LaminateAttributes

/// The reference the ingredient index is checked against: every use of a
/// document compared, in document order, with the first use of its id
/// (LAM014) and the first use of its text (LAM015), as the spec reads.
struct IngredientComparison {
    private var firstByID: [Int: IngredientUse] = [:]
    private var firstByText: [String: IngredientUse] = [:]

    /// Compares the next use; `report` gets its problems (LAM014 before LAM015).
    mutating func add(_ use: IngredientUse, report: (Diagnostic) -> Void) {
        for key in [IngredientIndex.GroupKey.id(use.id), .text(use.normalizedText)] {
            let first: IngredientUse?
            switch key {
            case .id(let id):
                first = firstByID[id]
                if first == nil { firstByID[id] = use }
            case .text(let text):
                first = firstByText[text]
                if first == nil { firstByText[text] = use }
            }
            guard let first, IngredientIndex.isProblem(use, first: first, in: key) else { continue }
            report(IngredientIndex.diagnostic(use, first: first, in: key, texts: IngredientIndex.texts(use, first: first, in: key)))
        }
    }
}

extension ValidationRun {
    /// One id on different texts, and one text with different ids, from
    /// every use of the document at once (`ingredientUses`).
    mutating func checkIngredientUses() {
        var comparison = IngredientComparison()
        var found: [Diagnostic] = []
        for use in ingredientUses { comparison.add(use) { found.append($0) } }
        diagnostics += found
    }
}
