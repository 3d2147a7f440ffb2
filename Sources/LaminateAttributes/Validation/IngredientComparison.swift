/// One ingredient id on different texts (LAM014) and one text with
/// different ids (LAM015), found by comparing each use, as the uses come in
/// document order, with the first use of its id and the first of its text.
///
/// Only those first uses are kept, so a document checked chunk by chunk
/// (`ChunkedValidation`) hands each chunk's uses over and drops them. The
/// problems are what `IngredientIndex` gives for the same uses, in the same
/// order.
struct IngredientComparison {
    private var firstByID: [Int: IngredientUse] = [:]
    private var firstByText: [String: IngredientUse] = [:]

    /// Compares the next use; `report` gets its problems (LAM014 before LAM015).
    mutating func add(_ use: IngredientUse, report: (Diagnostic) -> Void) {
        if let first = firstByID[use.id] {
            if let problem = IngredientIndex.problem(use, first: first, in: .id(use.id)) { report(problem) }
        } else {
            firstByID[use.id] = use
        }
        if let first = firstByText[use.normalizedText] {
            if let problem = IngredientIndex.problem(use, first: first, in: .text(use.normalizedText)) { report(problem) }
        } else {
            firstByText[use.normalizedText] = use
        }
    }
}
