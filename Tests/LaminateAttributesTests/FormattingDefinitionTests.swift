import LaminateAttributes
import LaminateDialect
import Testing

struct DefinitionCase: CustomTestStringConvertible, Sendable {
    var code: String
    var fragment: String
    var file: MarkedText

    var testDescription: String { "\(code) \(file.text.debugDescription)" }

    static func all() -> [DefinitionCase] {
        guard let rows = try? Fixtures.table("definition-cases.tsv") else { return [] }
        return rows.compactMap { row in
            guard row.count == 3 else { return nil }
            return DefinitionCase(code: row[0], fragment: row[1], file: MarkedText(row[2]))
        }
    }
}

@Suite struct FormattingDefinitionTests {
    @Test func recipeProjectDefinitionLoadsWithoutProblems() throws {
        let loaded = FormattingDefinitionLoader.load(try Fixtures.bytes("recipe-project/.laminate.json"))
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.isInForce)
        let definition = loaded.definition
        #expect(definition.scope == ["foregroundColor", "ingredient"])
        #expect(definition.allowedKeys == ["foregroundColor", "ingredient"])
        #expect(!definition.isInScope("font"))
        #expect(definition["ingredient"]?.origin == .definitionFile)
        #expect(definition["ingredient"]?.behaviours.inheritedByAddedText == false)
        #expect(definition["ingredient"]?.behaviours.invalidatedWhen == [.textChanged])
        #expect(definition["ingredient"]?.rule == .integer(NumericBounds(minimum: 1)))
        let constraint = try #require(definition.constraints.first)
        #expect(constraint.name == "IngredientsAreGreen")
        #expect(constraint.attribute == "foregroundColor")
        #expect(constraint.whenPresent == "ingredient")
        #expect(constraint.value?.sourceText == "\"green\"")
        #expect(constraint.otherwise == .some(nil))
    }

    @Test func specExampleDeclaresNewKeys() throws {
        let file = """
            {
              "scope": ["foregroundColor", "ingredient", "spellcheck", "difficulty"],
              "attributes": {
                "spellcheck": { "type": "boolean" },
                "difficulty": { "type": "enum", "values": ["easy", "medium", "hard"] },
                "ingredient": { "type": "integer", "minimum": 1, "inheritedByAddedText": false, "invalidatedWhen": ["textChanged"] }
              }
            }
            """
        let loaded = FormattingDefinitionLoader.load(Array(file.utf8))
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.definition["difficulty"]?.rule == .enumeration(["easy", "medium", "hard"]))
        #expect(loaded.definition["spellcheck"]?.rule == .boolean)
        #expect(loaded.definition["font"] != nil, "built-in keys stay known")
    }

    @Test(arguments: DefinitionCase.all())
    func definitionProblem(_ testCase: DefinitionCase) throws {
        let loaded = FormattingDefinitionLoader.load(testCase.file.bytes)
        let problem = try #require(loaded.problems.first { $0.code.rawValue == testCase.code }, "\(loaded.problems)")
        #expect(problem.range.start == testCase.file.markers.first, "\(problem)")
        #expect(problem.message.contains(testCase.fragment), "\(problem.message)")
        if problem.severity == .error {
            #expect(!loaded.isInForce)
            #expect(loaded.definition == .builtIn, "the built-in catalog stays in force")
        } else {
            #expect(loaded.isInForce)
        }
    }

    @Test func definitionTableIsLoaded() {
        #expect(DefinitionCase.all().count >= 20)
    }

    @Test(
        arguments: [
            ("/ws/recipes/soups/pea.md", "/ws", ["/ws/recipes/soups/.laminate.json", "/ws/recipes/.laminate.json", "/ws/.laminate.json"]),
            ("/ws/pea.md", "/ws", ["/ws/.laminate.json"]),
            ("/ws/pea.md", "/ws/", ["/ws/.laminate.json"]),
            ("/a/pea.md", nil, ["/a/.laminate.json", "/.laminate.json"]),
            ("/elsewhere/pea.md", "/ws", ["/elsewhere/.laminate.json", "/.laminate.json"]),
            ("notes/pea.md", nil, ["notes/.laminate.json", ".laminate.json"]),
        ] as [(String, String?, [String])])
    func candidatePaths(_ document: String, _ root: String?, _ expected: [String]) {
        #expect(DefinitionFileLocator.candidatePaths(forDocumentAt: document, workspaceRoot: root) == expected)
    }
}
