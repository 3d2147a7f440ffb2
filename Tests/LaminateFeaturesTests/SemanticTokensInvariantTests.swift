import Foundation
import LaminateDialect
import LaminateFeatures
import Testing

/// Invariants on many documents: every CommonMark example and random
/// Attributed Markdown. Tokens come in order, never overlap, stay inside the
/// text, and encode in every encoding and line handling without a token lost
/// or a negative delta; a range gets exactly the full tokens that meet it.
struct SemanticTokensInvariantTests {
    @Test func invariantsHoldOnEveryCommonMarkExample() throws {
        let specURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.json")
        guard let data = try? Data(contentsOf: specURL) else {
            print("skipping the CommonMark examples: \(specURL.path) is absent")
            return
        }
        let examples = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        #expect(examples.count == 652)
        for example in examples {
            guard let markdown = example["markdown"] as? String else { continue }
            check(markdown, label: "example \(example["example"] ?? "?")")
        }
    }

    @Test func invariantsHoldOnRandomDocuments() {
        var random = TokenTestRandom(state: 2026)
        let pieces = [
            "^[", "](", ")", "]", "[", "(", "ingredient: 1", "x: \"a", "'b'", ", ", "*", "**", "_", "~~", "`", "\n",
            "\n\n", "> ", "- ", "1. ", "# ", "```\n", "    ", "|", "|---|\n", "<b>", "<!--", "-->", "&amp;", "\\*",
            "😀", "e\u{301}", "日本", "עברית", "\r\n", "text ", "<https://a.b>", "[l]: /u\n", "^[l]: k: 2\n", "\t",
        ]
        for _ in 0..<300 {
            let count = Int(random.next() % 40)
            let markdown = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            check(markdown, label: markdown.debugDescription)
        }
    }

    /// Deep nesting must neither recurse nor go quadratic: every step is a
    /// frame on an explicit stack.
    @Test(arguments: [
        String(repeating: "> ", count: 5_000) + "`a\n" + String(repeating: "> ", count: 5_000) + "b`\n",
        String(repeating: "^[", count: 3_000) + "x" + String(repeating: "](k: [[[1]]])", count: 3_000),
        String(repeating: "*", count: 5_000) + "x" + String(repeating: "*", count: 5_000),
        String(repeating: "- ", count: 3_000) + "item\n",
        "^[a](k: " + String(repeating: "{a: ", count: 400) + String(repeating: "}", count: 400) + ")",
    ])
    func deeplyNestedDocuments(markdown: String) {
        check(markdown, label: "nested \(markdown.prefix(12))")
    }

    private func check(_ markdown: String, label: String) {
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        let tokens = SemanticTokens.tokens(in: analysis)
        var previousEnd = 0
        for token in tokens {
            #expect(
                token.range.start >= previousEnd && !token.range.isEmpty && token.range.end <= analysis.text.count,
                "\(label): token \(token.range) after \(previousEnd)")
            previousEnd = token.range.end
        }
        for unit in ColumnUnit.allCases {
            for lineHandling in [SemanticTokenLineHandling.splitAtLineEnds, .multiline] {
                let data = SemanticTokenEncoder(unit: unit, lineHandling: lineHandling)
                    .encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
                #expect(data.count % 5 == 0)
                if lineHandling == .multiline {
                    #expect(data.count == tokens.count * 5, "\(label): a token was dropped in \(unit)")
                }
                var index = 0
                while index + 5 <= data.count {
                    #expect(data[index + 2] > 0, "\(label): an empty token in \(unit)")
                    index += 5
                }
            }
        }
        let length = analysis.text.count
        guard length > 0 else { return }
        let start = length / 3
        let end = min(length, start + length / 4 + 1)
        let range = ByteRange(start, end)
        #expect(
            SemanticTokens.tokens(in: analysis, range: range)
                == tokens.filter { $0.range.start < end && $0.range.end > start }, "\(label): range \(range)")
        // A screen's tokens, cut to the range's lines, encode on those lines
        // as the range's uncut tokens do.
        for lines in [range, ByteRange(0, min(length, 7)), ByteRange(length / 2, length / 2)] {
            let first = analysis.lineIndex.line(containingUTF8Offset: lines.start)
            let last = analysis.lineIndex.line(containingUTF8Offset: lines.end)
            let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
            func dumped(_ tokens: [SemanticToken]) -> [String] {
                SemanticTokenDump.lines(
                    encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex),
                    analysis: analysis, unit: .utf16)
            }
            let uncut = dumped(SemanticTokens.tokens(in: analysis, range: lines)).filter { entry in
                (first...last).contains(Int(entry.prefix { $0 != ":" })!)
            }
            #expect(dumped(SemanticTokens.tokens(in: analysis, onLinesOf: lines)) == uncut, "\(label): lines of \(lines)")
        }
    }
}
