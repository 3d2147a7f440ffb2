import LaminateAttributes
import LaminateDialect
import Testing

/// One line of `validation-cases.tsv`.
struct ValidationCase: CustomTestStringConvertible, Sendable {
    var code: String
    var definitionName: String
    var document: MarkedText
    var fixed: String?
    var fragment: String

    var testDescription: String { "\(code) \(document.text.debugDescription)" }

    static func all() -> [ValidationCase] {
        guard let rows = try? Fixtures.table("validation-cases.tsv") else { return [] }
        return rows.compactMap { row in
            guard row.count == 5 else { return nil }
            return ValidationCase(
                code: row[0], definitionName: row[1], document: MarkedText(row[2]),
                fixed: row[3] == "-" ? nil : row[3], fragment: row[4])
        }
    }
}

/// Applies a fix's edits (which never overlap) to `source`.
func applying(_ fix: Fix, to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

enum TestDefinitions {
    static func named(_ name: String) throws -> FormattingDefinition {
        switch name {
        case "recipe": return FormattingDefinitionLoader.load(try Fixtures.bytes("recipe-project/.laminate.json")).definition
        default: return .builtIn
        }
    }
}

@Suite struct ValidationTests {
    @Test(arguments: ValidationCase.all())
    func diagnostic(_ testCase: ValidationCase) throws {
        let tree = MarkdownParser.parse(testCase.document.text)
        let diagnostics = AttributeValidator.validate(tree, definition: try TestDefinitions.named(testCase.definitionName))
        let matching = diagnostics.filter { $0.code.rawValue == testCase.code }
        let diagnostic = try #require(matching.first, "no \(testCase.code) in \(diagnostics.map { "\($0.code.rawValue) \($0.range) \($0.message)" })")
        #expect(matching.count == 1, "\(matching)")
        #expect(diagnostic.range == ByteRange(testCase.document.markers[0], testCase.document.markers[1]), "\(diagnostic.message)")
        #expect(diagnostic.message.contains(testCase.fragment), "\(diagnostic.message)")
        #expect(diagnostic.severity == diagnostic.code.defaultSeverity)
        if let fixed = testCase.fixed {
            let fix = try #require(diagnostic.fixes.first, "no fix")
            #expect(applying(fix, to: testCase.document.text) == fixed)
        } else {
            #expect(diagnostic.fixes.isEmpty, "unexpected fix \(diagnostic.fixes)")
        }
    }

    @Test func everyDocumentCodeHasACase() {
        let covered = Set(ValidationCase.all().map(\.code))
        let documentCodes = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("LAM0") }
        // Covered elsewhere: stale markings need an edit (StaleMarkingTests),
        // nesting too deep needs 33 parentheses, pattern and missing field have their own tests.
        // The app-string codes need a container (LaminateFeaturesTests/Fixtures/AppStrings);
        // the link codes other files (Tests/FeatureFixtures/link-diagnostics.txt).
        let elsewhere: Set<DiagnosticCode> = [
            .staleIngredient, .attributeNestingTooDeep, .patternMismatch, .missingField,
            .placeholderInAttributeList, .translationAttributesDiffer, .inflectionUnsupported,
            .missingLinkTarget, .unknownLinkFragment,
        ]
        for code in documentCodes where !elsewhere.contains(code) {
            #expect(covered.contains(code.rawValue), "no validation case for \(code.rawValue)")
        }
    }

    @Test func validDocumentHasNoProblems() throws {
        let document = """
            Fold the ^[butter](ingredient: 3, foregroundColor: "green") into the dough, then add
            ^[**warm milk**](ingredient: 4, foregroundColor: "green").

            ^[Bake until golden.](alignment: "center")
            """
        #expect(AttributeValidator.validate(MarkdownParser.parse(document)).isEmpty)
        // The recipe project's scope has no `alignment`: only that is reported.
        let recipe = AttributeValidator.validate(MarkdownParser.parse(document), definition: try TestDefinitions.named("recipe"))
        #expect(recipe.map(\.code) == [.keyOutsideScope])
    }

    @Test(arguments: [
        ##"^[x](foregroundColor: "green", backgroundColor: "#FFF", underlineColor: "#00FF00", strikethroughColor: "#00ff0080")"##,
        #"^[x](font: "title2", fontWeight: "semibold", fontDesign: "rounded")"#,
        #"^[x](font: {name: "Papyrus", size: 36})"#,
        #"^[x](font: {size: 12.5})"#,
        #"^[x](kern: -1.5, tracking: 2, baselineOffset: 0x2)"#,
        #"^[x](underlineStyle: true, strikethroughStyle: "thick dashDot")"#,
        #"^[x](link: "https://example.com", inflect: true)"#,
        #"^[x](lineHeight: 1.5)"#,
        #"^[x](lineHeight: "loose")"#,
        #"^[x](morphology: {grammaticalGender: "feminine", partOfSpeech: "noun", number: "plural"})"#,
        #"^[x](ingredient: 12)"#,
        "^[x]()",
    ])
    func validValues(_ document: String) {
        let diagnostics = AttributeValidator.validate(MarkdownParser.parse(document))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func declaredTypesAreChecked() throws {
        let definition = FormattingDefinitionLoader.load(
            Array(
                """
                {"attributes": {
                  "sku": {"type": "string", "pattern": "[A-Z]{3}-[0-9]+"},
                  "servings": {"type": "integer", "minimum": 1, "maximum": 12},
                  "ratio": {"type": "number", "maximum": 1},
                  "spicy": {"type": "boolean"},
                  "accent": {"type": "color"},
                  "source": {"type": "url"},
                  "difficulty": {"type": "enum", "values": ["easy", "medium", "hard"]},
                  "meta": {"type": "object"}
                }}
                """.utf8))
        #expect(definition.problems.isEmpty, "\(definition.problems)")
        let cases: [(String, DiagnosticCode?)] = [
            (#"sku: "ABC-12""#, nil), (#"sku: "abc""#, .patternMismatch), ("sku: 3", .wrongValueType),
            ("servings: 4", nil), ("servings: 13", .valueOutOfRange), ("servings: 0", .valueOutOfRange), ("servings: 'x'", .wrongValueType),
            ("ratio: 0.5", nil), ("ratio: 2", .valueOutOfRange), ("ratio: NaN", .valueOutOfRange),
            ("spicy: false", nil), ("spicy: 1", .wrongValueType),
            ("accent: '#abc'", nil), ("accent: 'greem'", .invalidColor),
            ("source: 'mailto:a@b.c'", nil), ("source: 'b.c'", .invalidURL),
            ("difficulty: 'hard'", nil), ("difficulty: 'hrad'", .valueNotInEnum),
            ("meta: {any: [1, 2]}", nil), ("meta: []", .wrongValueType),
        ]
        for (list, expected) in cases {
            let diagnostics = AttributeValidator.validate(MarkdownParser.parse("^[x](\(list))"), definition: definition.definition)
            #expect(diagnostics.map(\.code) == (expected.map { [$0] } ?? []), "\(list): \(diagnostics.map(\.message))")
        }
    }

    @Test func fontObjectNeedsASize() {
        let diagnostics = AttributeValidator.validate(MarkdownParser.parse(#"^[x](font: {name: "Papyrus"})"#))
        #expect(diagnostics.map(\.code) == [.missingField])
        #expect(diagnostics.first?.message == "'font' needs a 'size' (number > 0).")
    }

    @Test func tooDeepAttributeListIsReported() {
        let document = "^[x](a: " + String(repeating: "(", count: 33) + String(repeating: ")", count: 33) + ")"
        let diagnostics = AttributeValidator.validate(MarkdownParser.parse(document))
        #expect(diagnostics.map(\.code) == [.attributeNestingTooDeep])
        #expect(diagnostics.first?.range.start == 0, "the issue's range, as the parser reports it")
    }

    /// A paragraph attribute is partial unless its span, and every inline
    /// between it and the nearest block (paragraph, heading, table cell),
    /// is its parent's only child; the fix widens to that block's content.
    @Test(
        arguments: [
            (#"*^[Bake until golden.](alignment: "center")*"#, []),
            (#"# ^[Title](alignment: "center")"#, []),
            (
                "| a | b |\n|---|---|\n| ^[x](alignment: \"center\") | *^[y](lineHeight: 2)* z |",
                ["| a | b |\n|---|---|\n| ^[x](alignment: \"center\") | ^[*y* z](lineHeight: 2) |"]
            ),
            (
                "- ^[item](alignment: \"center\")\n- **^[item](alignment: \"center\")** two",
                ["- ^[item](alignment: \"center\")\n- ^[**item** two](alignment: \"center\")"]
            ),
            (#"*Bake ^[until](alignment: "center")*"#, [#"^[*Bake until*](alignment: "center")"#]),
            (#"> ^[^[x](lineHeight: 2)](alignment: "center")"#, []),
            (#"^[a ^[b](alignment: "center")](lineHeight: 2)"#, [#"^[^[a b](lineHeight: 2)](alignment: "center")"#]),
        ] as [(String, [String])])
    func paragraphAttributesFillingTheirBlock(document: String, widened: [String]) {
        let partial = AttributeValidator.validate(MarkdownParser.parse(document)).filter { $0.code == .partialParagraphAttribute }
        #expect(partial.map { $0.fixes.first.map { applying($0, to: document) } ?? "no fix" } == widened)
    }

    @Test func nestedSpansInheritConstraintValues() throws {
        let definition = try TestDefinitions.named("recipe")
        let ok = AttributeValidator.validate(
            MarkdownParser.parse(#"^[add ^[milk](ingredient: 1) now](foregroundColor: "green")"#), definition: definition)
        // The outer span colors text that is not an ingredient: only that is reported.
        #expect(ok.map(\.code) == [.constraintViolated])
        #expect(ok.first?.message.contains("absent outside ingredient text") == true)
    }

    @Test func duplicateKeyPointsAtTheFirstOne() throws {
        let document = MarkedText("^[x](‸kern‸: 1, kern: 2)")
        let diagnostic = try #require(AttributeValidator.validate(MarkdownParser.parse(document.text)).first)
        #expect(diagnostic.related.first?.range == ByteRange(document.markers[0], document.markers[1]))
    }

    /// Short lists look back for an earlier member with the same key, long
    /// ones use a table (`FirstMembers`): both report every later duplicate,
    /// pointing at the first.
    @Test(arguments: [3, 17, 400])
    func everyLaterDuplicateIsReported(memberCount: Int) throws {
        let keys = (0..<memberCount).map { $0 % 3 == 2 ? "kern" : "kern\($0)" }
        let document = "^[x](" + keys.enumerated().map { "\($1): \($0)" }.joined(separator: ", ") + ")"
        let duplicates = AttributeValidator.validate(MarkdownParser.parse(document)).filter { $0.code == .duplicateKey }
        #expect(duplicates.count == keys.filter { $0 == "kern" }.count - 1)
        let first = try #require(document.utf8.firstRange(of: "kern: ".utf8))
        let firstStart = document.utf8.distance(from: document.utf8.startIndex, to: first.lowerBound)
        #expect(duplicates.allSatisfy { $0.related.first?.range == ByteRange(firstStart, firstStart + 4) })
    }

    @Test func deeplyNestedSpansAreValidatedWithoutRecursion() throws {
        let depth = 2_000
        let document = String(repeating: "^[a ", count: depth) + "x" + String(repeating: "](ingredient: 1, alignment: 'center')", count: depth)
        let diagnostics = AttributeValidator.validate(MarkdownParser.parse(document), definition: try TestDefinitions.named("recipe"))
        // Every span but the outermost covers part of its paragraph.
        #expect(diagnostics.filter { $0.code == .partialParagraphAttribute }.count == depth - 1)
    }

    /// Spans nested as only children fill their paragraph, each of them.
    @Test func deeplyNestedOnlyChildSpansFillTheirParagraph() {
        let depth = 2_000
        let document = String(repeating: "^[", count: depth) + "x" + String(repeating: "](alignment: 'center')", count: depth)
        #expect(AttributeValidator.validate(MarkdownParser.parse(document)).isEmpty)
    }

    @Test func hugeAndDeepAttributeListsAreValidated() {
        let deep = "^[x](a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + ")"
        #expect(AttributeValidator.validate(MarkdownParser.parse(deep)).map(\.code) == [.invalidAttributeList])
        let element = "'" + String(repeating: "y", count: 46) + "',"
        let huge = "^[x](kern: 1, list: [" + String(repeating: element, count: 100_000) + "])"
        #expect(AttributeValidator.validate(MarkdownParser.parse(huge)).map(\.code) == [.unknownKey])
    }

    @Test func randomDocumentsNeverTrap() {
        var generator = AttributeListGenerator(seed: 5)
        var random = SeededRandom(seed: 11)
        let definition = (try? TestDefinitions.named("recipe")) ?? .builtIn
        for _ in 0..<3_000 {
            let list = String(decoding: generator.mutate(generator.attributeList()), as: UTF8.self)
            let prefix = random.pick(["", "> ", "- ", "# ", "Text ", "^[a ^[b](ingredient: 1) c]"])
            let document =
                prefix + "^[" + random.pick(["milk", "", "*warm* milk"]) + "](" + list + ")"
                + random.pick(["", " tail", "\n\n^[x][l]\n\n^[l]: " + list])
            _ = AttributeValidator.validate(MarkdownParser.parse(document), definition: random.chance(50) ? definition : .builtIn)
        }
    }
}
