import LaminateAttributes
import LaminateDialect

/// Bytes as a `.laminate.json`: loading never traps, every problem's range
/// (and its fixes' edits) is inside the file, and a definition in force is
/// then used on a document that gives each of its keys a few kinds of value,
/// so its rules (ranges, enums, patterns, constraints) run too.
enum FuzzTarget {
    static func test(_ bytes: [UInt8]) {
        let loaded = FormattingDefinitionLoader.load(bytes)
        for problem in loaded.problems {
            invariant(problem.range.end <= bytes.count, "\(problem.code) at \(problem.range) past \(bytes.count): \(problem.message)")
            for fix in problem.fixes {
                for edit in fix.edits { invariant(edit.range.end <= bytes.count, "fix '\(fix.title)' edits \(edit.range) past \(bytes.count)") }
            }
        }
        invariant(
            !loaded.isInForce || !loaded.problems.contains { $0.severity == .error },
            "in force with errors: \(loaded.problems.map(\.code))")
        guard loaded.isInForce else { return }
        let tree = MarkdownParser.parse(sampleDocument(loaded.definition))
        for diagnostic in AttributeValidator.validate(tree, definition: loaded.definition) {
            invariant(diagnostic.range.end <= tree.source.count, "\(diagnostic.code) at \(diagnostic.range) past the document")
        }
        _ = AttributeRunBuilder.build(tree, definition: loaded.definition)
        _ = AttributeSpanHTML.renderer(definition: loaded.definition).render(tree)
    }

    /// One span per allowed key and kind of value; the long string of `a`s
    /// ending in `!` is there for patterns that backtrack.
    static func sampleDocument(_ definition: FormattingDefinition) -> String {
        let values = [
            "1", "-2.5", "true", "null", "\"red\"", "\"#FF0000\"", "\"https://a.b\"", "[1]", "{size: 3}",
            "\"" + String(repeating: "a", count: 28) + "!\"",
        ]
        var document = ""
        for key in definition.allowedKeys.prefix(16) {
            for value in values { document += "^[text](\(key): \(value)) " }
            document += "\n\n"
        }
        return document
    }

    static func writeSeeds(_ writer: inout SeedWriter) {
        for row in writer.tableRows("Tests/LaminateAttributesTests/Fixtures/definition-cases.tsv") where row.count > 2 {
            writer.write(row[2])
        }
        for file in writer.files(under: ".", endingWith: ".laminate.json") { writer.write(writer.contents(file)) }
    }
}
