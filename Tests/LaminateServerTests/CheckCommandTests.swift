import Foundation
import Testing

/// `laminate check` and `laminate runs`, run as a user would: on a document
/// with one of each problem, in a folder with a `.laminate.json`.
struct CheckCommandTests {
    static let definition = """
        {
          "scope": ["foregroundColor", "backgroundColor", "ingredient", "kern", "fontWeight", "link", "alignment", "underlineStyle"],
          "constraints": [
            { "name": "IngredientsAreGreen", "attribute": "foregroundColor",
              "when": { "present": "ingredient" }, "value": "green", "otherwise": null }
          ]
        }
        """

    /// Columns count characters: the family emoji on line 1, the `e` with a
    /// combining accent on line 7 and the emoji with a skin tone on line 8
    /// are one column each; so is each CJK and Hebrew letter.
    static let document = """
        # Crème brûlée 👩‍👩‍👧 ^[title](ingredient: )

        Add ^[butter](ingredient: 1, foregroundColor: "green") and ^[milk](ingredient: 1, foregroundColor: "green").
        Stir ^[well](colr: "red") and ^[slowly](tracking: 2) with ^[care](kern: "wide").
        Heat ^[to](ingredient: 0, foregroundColor: "green") ^[very](fontWeight: "bolt") ^[hot](backgroundColor: "gren").
        See ^[site](link: "example.com") ^[twice](kern: 1, kern: 2) ^[partly](alignment: "center") here.
        Serve ^[the](foregroundColor: "red") e\u{301} ^[quote](underlineStyle: "b)c") ^[tart][nolabel] ^[plain] ^[](kern: 1) done.
        中文 עברית 👍🏽 ^[x](fontWeight: "bolt")

        """

    /// (line, column, severity, code) of every problem, in order.
    static let expected: [(Int, Int, String, String)] = [
        (1, 39, "error", "LAM001"),
        (3, 80, "warning", "LAM014"),
        (4, 14, "warning", "LAM002"),
        (4, 41, "warning", "LAM003"),
        (4, 73, "error", "LAM004"),
        (5, 24, "error", "LAM005"),
        (5, 73, "error", "LAM006"),
        (5, 105, "error", "LAM007"),
        (6, 19, "error", "LAM008"),
        (6, 52, "warning", "LAM010"),
        (6, 71, "warning", "LAM011"),
        (7, 14, "warning", "LAM012"),
        (7, 65, "error", "LAM001"),
        (7, 67, "warning", "LAM016"),
        (7, 72, "warning", "LAM017"),
        (7, 89, "hint", "LAM018"),
        (7, 98, "warning", "LAM019"),
        (8, 29, "error", "LAM006"),
    ]

    /// A fresh folder holding the definition and the document.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(definition.utf8).write(to: folder.appendingPathComponent(".laminate.json"))
        try Data(document.utf8).write(to: folder.appendingPathComponent("recipe.md"))
        return folder
    }

    @Test func printsEveryProblemWithLineAndCharacterColumn() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("recipe.md").path
        guard let run = try CommandLineTests.run(["check", path]) else { return }
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.expected.count, "\(run.stdout)")
        for (line, expected) in zip(lines, Self.expected) {
            let prefix = "\(path):\(expected.0):\(expected.1): \(expected.2): "
            #expect(line.hasPrefix(prefix), "\(line) should start with \(prefix)")
            #expect(line.hasSuffix("[\(expected.3)]"), "\(line) should end with [\(expected.3)]")
        }
    }

    /// One long line with many problems (once quadratic: every column was
    /// counted from the line's start): the columns still count characters
    /// exactly, past emoji, combining accents, CJK and Hebrew. (The output,
    /// about 100 KB, is held in more than one page until it is printed:
    /// every line comes out whole.)
    @Test func columnsOnALongLineWithManyProblems() throws {
        let piece = "中文 עברית 👍🏽 e\u{301} 👩‍👩‍👧 ^[x](fontWeight: \"bolt\") "
        let line = String(repeating: piece, count: 600)
        guard let run = try CommandLineTests.run(["check", "-"], input: Array((line + "\n").utf8)) else { return }
        let reported = run.stdout.split(separator: "\n").map { $0.split(separator: ":").dropFirst(2).first.map(String.init) ?? "" }
        // Each problem is on the value `"bolt"`: count the characters before it.
        var expected: [String] = []
        var searchStart = line.startIndex
        while let value = line.range(of: "\"bolt\"", range: searchStart..<line.endIndex) {
            expected.append(String(line.distance(from: line.startIndex, to: value.lowerBound) + 1))
            searchStart = value.upperBound
        }
        #expect(expected.count == 600)
        #expect(reported == expected)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("<stdin>:1:") && $0.hasSuffix("[LAM006]") })
    }

    /// Lines end at `\n`, `\r\n` and a lone `\r`, as an editor counts
    /// them (`check` keeps only line starts, not a `LineIndex`): each problem
    /// is on the line and column the cases say, also at a line's very end.
    @Test(arguments: [
        ("a\r^[x](kern: true)\n", 2, 12),
        ("a\r\n\r\n^[x](kern: true)", 3, 12),
        ("\r\r\n\n^[x](kern: true)\r", 4, 12),
        ("é\r\nb ^[x](kern: true)\r\n", 2, 14),
        ("^[x](kern: 1)\n^[y](kern: true", 2, 1),
    ])
    func linesEndAsEditorsEndThem(document: String, line: Int, column: Int) throws {
        guard let run = try CommandLineTests.run(["check", "-"], input: Array(document.utf8)) else { return }
        #expect(run.stdout.hasPrefix("<stdin>:\(line):\(column): "), "\(run.stdout)")
    }

    @Test func readsStandardInput() throws {
        guard let run = try CommandLineTests.run(["check", "-"], input: Array("^[x](ingredient: 2, foregroundColor: \"green\")\n".utf8)) else {
            return
        }
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        guard let broken = try CommandLineTests.run(["check", "-"], input: Array("^[x](kern: true)\n".utf8)) else { return }
        #expect(broken.status == 1)
        #expect(broken.stdout.hasPrefix("<stdin>:1:12: error: "))
    }

    @Test func warningsAloneExitWithZero() throws {
        guard let run = try CommandLineTests.run(["check", "-"], input: Array("^[x](colr: \"red\") ^[y]\n".utf8)) else { return }
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 2)
    }

    @Test func jsonFormatHasTheSameProblems() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("recipe.md").path
        guard let run = try CommandLineTests.run(["check", "--format", "json", path]) else { return }
        #expect(run.status == 1)
        let problems = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(problems.count == Self.expected.count)
        for (problem, expected) in zip(problems, Self.expected) {
            #expect(problem["path"] as? String == path)
            #expect(problem["line"] as? Int == expected.0)
            #expect(problem["column"] as? Int == expected.1)
            #expect(problem["severity"] as? String == expected.2)
            #expect(problem["code"] as? String == expected.3)
        }
        let typo = try #require(problems.first { $0["code"] as? String == "LAM006" })
        let fixes = try #require(typo["fixes"] as? [[String: Any]])
        let edit = try #require((fixes.first?["edits"] as? [[String: Any]])?.first)
        #expect(edit["replacement"] as? String == "\"bold\"")
    }

    @Test func brokenDefinitionIsReportedInItsOwnFile() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"scope": ["nonsense"]}"#.utf8).write(to: folder.appendingPathComponent(".laminate.json"))
        try Data("plain\n".utf8).write(to: folder.appendingPathComponent("plain.md"))
        guard let run = try CommandLineTests.run(["check", folder.appendingPathComponent("plain.md").path]) else { return }
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix(folder.appendingPathComponent(".laminate.json").path + ":1:12: error: "), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("[LAM104]\n"))
    }

    @Test func unreadableFileAndUsageMistakes() throws {
        guard let missing = try CommandLineTests.run(["check", "/nonexistent/file.md"]) else { return }
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"))
        guard let noFiles = try CommandLineTests.run(["check"]) else { return }
        #expect(noFiles.status == 2)
        guard let badFormat = try CommandLineTests.run(["check", "--format", "xml", "-"]) else { return }
        #expect(badFormat.status == 2)
    }

    @Test func runsPrintsOneJSONLinePerRun() throws {
        let input = "Fold ^[**warm milk**](ingredient: 4) in.\n"
        guard let run = try CommandLineTests.run(["runs", "-"], input: Array(input.utf8)) else { return }
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.map { $0["text"] as? String } == ["Fold ", "warm milk", " in."])
        let attributes = try #require(objects[1]["attributes"] as? [String: Any])
        #expect(attributes["ingredient"] as? Int == 4)
        #expect(attributes["inlinePresentationIntent"] as? [String] == ["stronglyEmphasized"])
        #expect(objects[1]["source"] as? [[Int]] == [[9, 18]])
    }

    @Test func runsJoinBlocksAsFoundationDoesAndResolveLinksAgainstABaseURL() throws {
        let input = "# Title\n\nSee [the guide](guide/start.html).\n"
        guard let plain = try CommandLineTests.run(["runs", "-"], input: Array(input.utf8)),
            let based = try CommandLineTests.run(["runs", "--base-url", "https://example.com/docs/", "-"], input: Array(input.utf8)),
            let readable = try CommandLineTests.run(["runs", "--readable", "-"], input: Array(input.utf8))
        else { return }
        func objects(_ stdout: String) throws -> [[String: Any]] {
            try stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        }
        #expect(try objects(plain.stdout).map { $0["text"] as? String } == ["Title", "See ", "the guide", "."])
        #expect(try objects(plain.stdout)[2]["attributes"].flatMap { $0 as? [String: Any] }?["link"] as? String == "guide/start.html")
        #expect(
            try objects(based.stdout)[2]["attributes"].flatMap { $0 as? [String: Any] }?["link"] as? String
                == "https://example.com/docs/guide/start.html")
        #expect(try objects(readable.stdout).map { $0["text"] as? String } == ["Title\n", "See ", "the guide", "."])
        #expect(readable.stderr.contains("Foundation"))
        #expect(plain.stderr.isEmpty)
    }

    @Test func runsRejectsABadBaseURLAndUnknownOptions() throws {
        guard let relative = try CommandLineTests.run(["runs", "--base-url", "docs/", "-"], input: []),
            let unknown = try CommandLineTests.run(["runs", "--pretty", "-"], input: [])
        else { return }
        #expect(relative.status == 2)
        #expect(unknown.status == 2)
    }

    @Test func htmlRendersSpansWithDataAttributesAndStyle() throws {
        let input = "Fold ^[milk](ingredient: 4, foregroundColor: \"green\") in.\n"
        guard let run = try CommandLineTests.run(["html", "-"], input: Array(input.utf8)) else { return }
        #expect(run.status == 0)
        #expect(run.stdout == "<p>Fold <span data-ingredient=\"4\" data-foreground-color=\"green\" style=\"color: green\">milk</span> in.</p>\n")
    }
}
