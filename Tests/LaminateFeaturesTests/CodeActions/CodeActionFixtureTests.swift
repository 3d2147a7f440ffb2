import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// One case of `Tests/CodeActionFixtures/code-actions.txt` (its header says the format).
struct CodeActionFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var kind: CodeActionKind
    var title: String?
    var usesRecipeDefinition = false
    var before = ""
    /// nil: the action must not be offered.
    var after: String?
    var runs: [String] = []
    var testDescription: String { name }

    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CodeActionFixtures/code-actions.txt")

    static func all() -> [CodeActionFixture] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var cases: [CodeActionFixture] = []
        var section = ""
        var lines: [String] = []
        func finishSection() {
            guard !cases.isEmpty else { return }
            let body = lines.joined(separator: "\n") + "\n"
            switch section {
            case "before": cases[cases.count - 1].before = body
            case "after": cases[cases.count - 1].after = body
            case "runs": cases[cases.count - 1].runs = lines.filter { !$0.isEmpty }
            default: break
            }
            lines = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#### ") {
                finishSection()
                section = "header"
                cases.append(CodeActionFixture(name: String(line.dropFirst(5)), kind: .quickFix))
            } else if line.hasPrefix("---- "), line.hasSuffix(" ----") {
                finishSection()
                section = String(line.dropFirst(5).dropLast(5))
            } else if section == "header" {
                if line.hasPrefix("action: ") { cases[cases.count - 1].kind = CodeActionKind(String(line.dropFirst(8))) }
                if line.hasPrefix("title: ") { cases[cases.count - 1].title = String(line.dropFirst(7)) }
                if line == "definition: recipe" { cases[cases.count - 1].usesRecipeDefinition = true }
            } else if !cases.isEmpty {
                lines.append(line)
            }
        }
        // Sections end at the next case; the blank line before it is not the document's.
        if !lines.isEmpty, lines.last == "" { lines.removeLast() }
        finishSection()
        return cases.map { fixture in
            var fixture = fixture
            fixture.before = trimmedCaseEnd(fixture.before)
            fixture.after = fixture.after.map(trimmedCaseEnd)
            return fixture
        }
    }

    /// A section's text ends with one line feed, however many blank lines separate the cases.
    static func trimmedCaseEnd(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }
}

/// The recipe project's definition: ingredients must be green, other text must not be coloured.
let recipeDefinition = FormattingDefinitionLoader.load(
    Array(
        """
        { "scope": ["foregroundColor", "ingredient", "alignment"],
          "constraints": [{ "name": "IngredientsAreGreen", "attribute": "foregroundColor",
                            "when": { "present": "ingredient" }, "value": "green", "otherwise": null }] }
        """.utf8)
).definition

struct CodeActionFixtureTests {
    @Test func thereAreCases() {
        #expect(CodeActionFixture.all().count >= 70, "read \(CodeActionFixture.file.path)")
    }

    /// Applies the action, parses the result and checks its runs.
    @Test(arguments: CodeActionFixture.all())
    func actionParsesAsIntended(_ fixture: CodeActionFixture) throws {
        let document = MarkedDocument(fixture.before)
        let definition = fixture.usesRecipeDefinition ? recipeDefinition : .builtIn
        let analysis = DocumentAnalysis(text: Array(document.text.utf8), definition: definition)
        let actions = CodeActions.actions(in: analysis, for: CodeActionQuery(selection: document.selection, only: [fixture.kind]))
        let action: CodeAction?
        if fixture.kind == .quickFix {
            let preferred = actions.filter(\.isPreferred)
            #expect(preferred.count <= 1, "one preferred fix")
            action = preferred.first
        } else {
            action = actions.first { $0.kind == fixture.kind }
        }
        guard let expectedText = fixture.after else {
            #expect(action == nil, "offered: \(action?.title ?? "")")
            return
        }
        let offered = try #require(action, "not offered")
        if let title = fixture.title { #expect(offered.title == title) }
        let edited = EditedDocument(document.text, applying: offered.edits)
        #expect(edited.text == expectedText)

        // Every category the case names, or the action's own, is compared whole.
        var categories = Set(fixture.runs.compactMap { $0.split(separator: ":").first.map(String.init) })
        switch fixture.kind {
        case .bold: categories.insert("strong")
        case .italic: categories.insert("emphasis")
        case .strikethrough: categories.insert("strikethrough")
        case .code: categories.insert("code")
        case .markIngredient, .markAllIngredients, .removeIngredient: categories.insert("span")
        default: break
        }
        for category in categories.sorted() where category != "gone" {
            let expected = fixture.runs.filter { $0.hasPrefix(category + ": ") }.map { String($0.dropFirst(category.count + 2)) }
            #expect(edited.runs(category) == expected, "\(category)")
        }
        let problems = AttributeValidator.validate(edited.tree, definition: definition)
        for line in fixture.runs where line.hasPrefix("gone: ") {
            let code = String(line.dropFirst(6))
            #expect(!problems.contains { $0.code.rawValue == code }, "\(code) is still reported")
        }
        if offered.kind != .quickFix {
            #expect(!problems.contains { $0.code == .ingredientIDOnDifferentTexts || $0.code == .textWithSeveralIngredientIDs })
        }
    }
}

extension EditedDocument {
    func runs(_ category: String) -> [String] {
        switch category {
        case "strong": return strong
        case "emphasis": return emphasis
        case "strikethrough": return strikethrough
        case "code": return code
        case "span": return spans
        default: return ["unknown category \(category)"]
        }
    }
}
