import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Formatting cases from `Tests/FeatureFixtures/formatting-cases.txt`: a
/// document, then `---`, then the document formatted. A range marked
/// `⟦…⟧` formats only the lists that touch it.
@Suite struct AttributeListFormattingTests {
    static let file = RenderedCaseFile("formatting-cases.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let document = CursorMarkedDocument(testCase.document)
        let analysis = DocumentAnalysis(text: document.bytes)
        let edits = AttributeListFormatting.edits(in: analysis, range: document.expectedRange.map { ByteRange($0) })
        var text = document.bytes
        #expect(edits.map(\.range.start) == edits.map(\.range.start).sorted())
        for edit in edits.reversed() { text.replaceSubrange(edit.range.range, with: Array(edit.replacement.utf8)) }
        return String(decoding: text, as: UTF8.self)
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 6) }

    @Test(arguments: cases) func formatting(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    // MARK: Idempotent and meaning-preserving

    /// Every Markdown file and text fixture of the package (as one document
    /// each, and each case of a fixture file on its own) and the CommonMark
    /// examples.
    static let corpus: [(name: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var documents: [(String, String)] = []
        for folder in ["Tests", "editors", "protocol-fixtures"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard ["md", "txt"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                documents.append((url.lastPathComponent, text))
                for (index, chunk) in text.components(separatedBy: "\n=== ").enumerated().dropFirst() {
                    documents.append(("\(url.lastPathComponent) case \(index)", chunk))
                }
            }
        }
        let spec = root.deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.json")
        if let data = try? Data(contentsOf: spec), let examples = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] {
            for example in examples {
                if let markdown = example["markdown"] as? String { documents.append(("CommonMark example \(example["example"] ?? "?")", markdown)) }
            }
        } else {
            print("skipping the CommonMark examples: \(spec.path) is absent")
        }
        return documents
    }()

    @Test func theCorpusHasAttributeLists() {
        // Its size counts the CommonMark examples, which a clone on its own lacks.
        if Self.corpus.contains(where: { $0.name.hasPrefix("CommonMark example") }) {
            #expect(Self.corpus.count > 700)
        } else {
            print("skipping the corpus's size: the CommonMark examples (../shared) are absent")
        }
        let lists = Self.corpus.reduce(0) { $0 + DocumentAnalysis(text: Array($1.text.utf8)).attributeLists.count }
        #expect(lists > 300)
    }

    @Test func formattingIsIdempotentAndKeepsTheRuns() {
        var changed = 0
        for document in Self.corpus {
            changed += Self.checkIdempotentAndMeaningPreserving(Array(document.text.utf8), label: document.name) ? 1 : 0
        }
        #expect(changed > 10, "only \(changed) documents had lists to format")
    }

    @Test func randomDocumentsToo() {
        var random = SplitMix64(seed: 12)
        let pieces = [
            "^[", "](", ")", "]", "[", "(", "ingredient:1", "x : \"a", "'b\"c'", " , ", ",", "{", "}", "[", "]", "'k'", "\"k k\"",
            "*", "\n", "\n\n", "> ", "- ", "# ", "```\n", "|", "|---|\n", "😀", "e\u{301}", "日本", "kern:2", " ", "\\)", "\\'",
            "^[l]: k: 2\n", "^[x][l]", "0x1F", "+1", ".5", "true", "null", "/* c */", "\t", "\r\n",
        ]
        for _ in 0..<2_000 {
            let count = Int(random.next() % 30)
            let markdown = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            Self.checkIdempotentAndMeaningPreserving(Array(markdown.utf8), label: markdown.debugDescription)
        }
    }

    /// Formats `bytes` twice; the second time must change nothing, and the
    /// attribute runs (text and every attribute) must be those of the original.
    /// Returns whether the first formatting changed anything.
    @discardableResult
    static func checkIdempotentAndMeaningPreserving(_ bytes: [UInt8], label: String) -> Bool {
        let analysis = DocumentAnalysis(text: bytes)
        let once = AttributeListFormatting.formatted(analysis)
        let twice = AttributeListFormatting.formatted(DocumentAnalysis(text: once))
        #expect(once == twice, "\(label): not idempotent:\n\(String(decoding: once, as: UTF8.self))\n→\n\(String(decoding: twice, as: UTF8.self))")
        let before = AttributeRunBuilder.build(analysis.tree)
        let after = AttributeRunBuilder.build(MarkdownParser.parse(once))
        #expect(
            before.text == after.text && before.runs.map(\.attributes) == after.runs.map(\.attributes)
                && before.runs.map(\.textRange) == after.runs.map(\.textRange),
            "\(label): formatting changed the runs:\n\(String(decoding: bytes, as: UTF8.self))\n→\n\(String(decoding: once, as: UTF8.self))")
        return once != bytes
    }
}
