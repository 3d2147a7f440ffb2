import Foundation
import LaminateDialect
import Testing

@testable import LaminateAttributes

/// The ingredient index (one id on different texts, one text with
/// different ids), updated from the previous version's after each edit of
/// seeded random sessions, gives exactly what comparing every use of the
/// document does (`ValidationRun.checkIngredientUses`, the whole-document
/// computation it replaced): the same problems, in the same order; and so
/// does a new index of each version, made in one pass.
@Suite struct IngredientIndexTests {
    /// Uses of a few ids on a few texts, so that ids gain and lose texts,
    /// first uses move, and reference-form spans read ids from definitions.
    static let pieces = [
        "^[butter](ingredient: 1) ", "^[Butter](ingredient: 1) ", "^[salted butter](ingredient: 1) ", "^[butter](ingredient: 2) ",
        "^[milk](ingredient: 2) ", "^[**milk**](ingredient: 2, foregroundColor: \"green\") ", "^[egg](ingredient: 3) ",
        "^[egg](ingredient: 4) ", "^[flour][f] ", "^[sugar][f] ", "\n\n^[f]: ingredient: 5\n\n", "^[a ^[b](ingredient: 6) c](ingredient: 7) ",
        "\n\n", "# Heading ^[egg](ingredient: 3)\n\n", "- ^[milk](ingredient: 8)\n", "plain words ", "`^[no](ingredient: 9)` ",
    ]
    static let snippets = ["a", " ", "\n\n", "1", "2", ")", "](", "^[", "x", "ingredient: 3"]

    static func reference(_ tree: SyntaxTree, _ findings: ValidationFindings, _ lists: AttributeLists) -> [Diagnostic] {
        var run = ValidationRun(tree: tree, attributeLists: lists, definition: .builtIn)
        run.ingredientUses = findings.ingredientUses()
        run.checkIngredientUses()
        return run.diagnostics
    }

    @Test(arguments: [(0, 40), (1, 40), (2, 300), (3, 4096)])
    func indexEqualsTheWholeComparison(seed: Int, chunkSize: Int) {
        let steps = ProcessInfo.processInfo.environment["LAMINATE_INCREMENTAL_EDITS"].flatMap(Int.init) ?? 80
        var random = SeededRandom(seed: UInt64(seed) &+ 0x1D)
        var text: [UInt8] = []
        while text.count < 1_500 { text += Array(random.pick(Self.pieces).utf8) }
        var tree = MarkdownParser.parse(text, chunkSize: chunkSize)
        var lists = AttributeLists(tree)
        var findings = ValidationFindings(tree: tree, attributeLists: lists, definition: .builtIn)
        #expect(findings.ingredientDiagnostics() == Self.reference(tree, findings, lists))
        for step in 0..<steps {
            let at = random.below(text.count + 1)
            let insertion = random.chance(50) ? random.pick(Self.pieces) : random.pick(Self.snippets)
            let deleted = random.chance(30) ? min(random.below(40), text.count - at) : 0
            text.replaceSubrange(at..<(at + deleted), with: Array(insertion.utf8))
            tree = MarkdownParser.parse(text, editing: tree)
            lists = AttributeLists(tree, reusing: lists)
            findings = ValidationFindings(tree: tree, attributeLists: lists, definition: .builtIn, reusing: findings)
            #expect(
                findings.ingredientDiagnostics() == Self.reference(tree, findings, lists),
                "seed \(seed), step \(step): \(String(decoding: text, as: UTF8.self).debugDescription)")
            // A new index (one pass over every use, as when a document opens) too.
            let fresh = ValidationFindings(tree: tree, attributeLists: lists, definition: .builtIn)
            #expect(fresh.ingredientDiagnostics() == Self.reference(tree, fresh, lists), "new index, seed \(seed), step \(step)")
        }
    }
}
