import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// An analysis built from the previous version's (its tree, attribute lists
/// and validation findings reused) gives exactly what a fresh analysis of
/// the same text gives: diagnostics, semantic tokens and attribute runs,
/// after every edit of seeded random edit sequences.
@Suite struct IncrementalAnalysisTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example project and the Markdown fixtures of the attributes and
    /// features tests, plus the validation cases joined into one document.
    static let documents: [[UInt8]] = {
        var documents: [[UInt8]] = []
        let folders = ["editors/example", "Tests/LaminateAttributesTests/Fixtures", "Tests/FeatureFixtures"]
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String }.sorted() ?? []
            for file in files where file.hasSuffix(".md") {
                if let data = FileManager.default.contents(atPath: url.appendingPathComponent(file).path) { documents.append(Array(data)) }
            }
        }
        // Each validation case's document, one paragraph each: many problems close together.
        let cases = root.appendingPathComponent("Tests/LaminateAttributesTests/Fixtures/validation-cases.tsv")
        if let table = try? String(contentsOf: cases, encoding: .utf8) {
            let markdown = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> String? in
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                return columns.count > 2 ? columns[2].replacingOccurrences(of: "‸", with: "") : nil
            }
            documents.append(Array(markdown.prefix(300).joined(separator: "\n\n").utf8))
        }
        return documents
    }()

    static let snippets: [String] = [
        "a", " ", "\n", "\n\n", "^[", "](", ")", "(ingredient: 2)", "^[egg](ingredient: 1)", "^[egg](ingredient: 2)",
        "foregroundColor: \"gren\"", ", ", "\"", "'", ":", "{", "}", "# ", "> ", "- ", "```\n", "^[r]: ingredient: 5\n",
        "^[x][r]", "😀", "漢", "\r\n", "inflect: true", "kern: ", "1", "-",
    ]

    /// The example project's `.laminate.json`: a scope, attributes of its
    /// own and a constraint across a span's keys (IngredientsAreGreen).
    static let exampleDefinition: FormattingDefinition = {
        let url = root.appendingPathComponent("editors/example/.laminate.json")
        let bytes = FileManager.default.contents(atPath: url.path).map { Array($0) } ?? []
        return FormattingDefinitionLoader.load(bytes).definition
    }()

    /// Small chunks, so that the fixtures have many and edits reuse most;
    /// under the built-in definition and under the example project's.
    @Test(arguments: [48, 4096], [false, true])
    func incrementalAnalysisEqualsFresh(chunkSize: Int, exampleDefinition: Bool) {
        let definition = exampleDefinition ? Self.exampleDefinition : .builtIn
        #expect(Self.documents.count >= 3, "fixtures found under \(Self.root.path)")
        let edits = ProcessInfo.processInfo.environment["LAMINATE_INCREMENTAL_EDITS"].flatMap(Int.init) ?? 40
        for (documentIndex, document) in Self.documents.enumerated() {
            var random = SplitMix64(seed: UInt64(documentIndex + 1))
            var text = document
            var analysis = DocumentAnalysis(
                tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text),
                definition: definition)
            for step in 0..<edits {
                let start = Int(random.next() % UInt64(text.count + 1))
                let length = random.next() % 3 == 0 ? Int(random.next() % 8) : 0
                let snippet = Array(Self.snippets[Int(random.next() % UInt64(Self.snippets.count))].utf8)
                let end = min(text.count, start + length)
                text.replaceSubrange(start..<end, with: snippet)
                analysis = DocumentAnalysis(
                    tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text),
                    definition: definition, reusing: analysis)
                let fresh = DocumentAnalysis(text: text, definition: definition)
                let context = "document \(documentIndex), edit \(step): \(String(decoding: text, as: UTF8.self).debugDescription)"
                #expect(DocumentDiagnostics(analysis).diagnostics == DocumentDiagnostics(fresh).diagnostics, "\(context)")
                #expect(SemanticTokens.tokens(in: analysis) == SemanticTokens.tokens(in: fresh), "\(context)")
                #expect(AttributeRunBuilder.build(analysis.tree).runs == AttributeRunBuilder.build(fresh.tree).runs, "\(context)")
                #expect(DocumentColors.colors(in: analysis) == DocumentColors.colors(in: fresh), "\(context)")
            }
        }
    }
}

extension IncrementalAnalysisTests {
    /// A reference-form span that breaks the example's constraint is reported
    /// at its definition, in an earlier chunk. The incremental parse keeps
    /// the old chunk starts where a fresh parse chooses new ones, so the
    /// problems of the two came in different orders (the same set) until the
    /// chunks' problems were sorted where they meet out of order. The input
    /// that showed it: each fixture with four random documents after it, a
    /// span typed in the middle.
    @Test(arguments: 0..<documents.count)
    func problemsReportedInOtherChunksKeepTheFreshOrder(document: Int) {
        var text = Self.documents[document]
        for seed in 0..<4 { text += Array("\n\n".utf8) + BatchCheckTests.randomDocument(seed: seed, size: 6_000) }
        let old = DocumentAnalysis(
            tree: MarkdownParser.parse(text, chunkSize: 4096), lineIndex: LineIndex(text),
            definition: Self.exampleDefinition)
        text.insert(contentsOf: Array("^[egg](ingredient: 1) x".utf8), at: text.count / 2)
        let incremental = DocumentAnalysis(
            tree: MarkdownParser.parse(text, editing: old.tree), lineIndex: LineIndex(text),
            definition: Self.exampleDefinition, reusing: old)
        let fresh = DocumentAnalysis(text: text, definition: Self.exampleDefinition)
        #expect(DocumentDiagnostics(incremental).diagnostics == DocumentDiagnostics(fresh).diagnostics)
    }
}

/// Tokens encoded chunk by chunk, reusing the previous version's chunks,
/// are exactly the tokens encoded in one piece.
@Suite struct ChunkedSemanticTokensTests {
    @Test(arguments: [ColumnUnit.utf8, .utf16, .utf32])
    func chunkedEncodingEqualsWhole(unit: ColumnUnit) {
        let encoder = SemanticTokenEncoder(unit: unit, lineHandling: .splitAtLineEnds)
        for (documentIndex, document) in IncrementalAnalysisTests.documents.enumerated() {
            var random = SplitMix64(seed: UInt64(documentIndex + 100))
            var text = document
            var analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 48), lineIndex: LineIndex(text))
            var chunked = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder)
            for step in 0..<30 {
                let whole = encoder.encode(SemanticTokens.tokens(in: analysis), text: text, lineIndex: analysis.lineIndex)
                #expect(chunked.data == whole, "document \(documentIndex), step \(step)")
                // What the server writes a full answer from.
                var integers: [UInt32] = []
                chunked.forEachInteger { integers.append($0) }
                #expect(integers == whole, "each integer, document \(documentIndex), step \(step)")
                let start = Int(random.next() % UInt64(text.count + 1))
                let snippet = Array(IncrementalAnalysisTests.snippets[Int(random.next() % UInt64(IncrementalAnalysisTests.snippets.count))].utf8)
                let end = min(text.count, start + Int(random.next() % 4))
                text.replaceSubrange(start..<end, with: snippet)
                analysis = DocumentAnalysis(
                    tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text),
                    reusing: analysis)
                let previous = chunked
                chunked = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder, reusing: chunked)
                // The delta found chunk by chunk turns the old data into the new.
                var patched = previous.data
                for edit in chunked.edits(from: previous).reversed() {
                    patched.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
                }
                #expect(patched == chunked.data, "delta, document \(documentIndex), step \(step)")
                #expect(chunked.count == chunked.data.count)
            }
        }
    }

    /// Reference-form spans take their rendering from their definition's
    /// list, wherever it is: editing, moving, adding and removing the
    /// definition re-encodes the spans far from it, and only then (typing
    /// elsewhere keeps the definitions' texts and looks none up).
    @Test func editedDefinitionsReencodeTheirSpansFarAway() {
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        var lines = ["^[r]: ingredient: 1, fontWeight: \"bold\"", ""]
        for index in 0..<200 { lines.append(index % 40 == 0 ? "Use ^[this][r] and ^[that][s] here.\n" : "Filler paragraph \(index).\n") }
        var text = Array(lines.joined(separator: "\n").utf8)
        var analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 64), lineIndex: LineIndex(text))
        var chunked = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder)
        let edits: [(String, String)] = [
            ("\"bold\"", "\"regular\", underlineStyle: \"single\""),  // the definition's text changes
            ("Filler paragraph 7.", "Filler paragraph 7 typed."),  // typing elsewhere
            ("^[r]: ingredient: 1", "^[s]: ingredient: 1"),  // the label moves to the other spans
            ("Filler paragraph 150.", "^[r]: strikethrough: true\n\nFiller paragraph 150."),  // a later definition
            ("^[s]: ingredient: 1, fontWeight: \"regular\", underlineStyle: \"single\"", ""),  // the first goes
        ]
        for (step, edit) in edits.enumerated() {
            let string = String(decoding: text, as: UTF8.self)
            guard let range = string.range(of: edit.0) else {
                Issue.record("step \(step): \(edit.0) not found")
                return
            }
            let start = string.utf8.distance(from: string.startIndex, to: range.lowerBound)
            let end = start + edit.0.utf8.count
            text.replaceSubrange(start..<end, with: Array(edit.1.utf8))
            analysis = DocumentAnalysis(
                tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text),
                reusing: analysis)
            chunked = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder, reusing: chunked)
            let fresh = DocumentAnalysis(text: text)
            #expect(
                chunked.data == encoder.encode(SemanticTokens.tokens(in: fresh), text: text, lineIndex: fresh.lineIndex),
                "step \(step)")
        }
    }

    /// Chunks keep their integers packed (seven bits a byte): every width
    /// of integer reads back as it was, and a delta between two compares them.
    @Test func packedIntegersReadBackAsEncoded() {
        let widths: [UInt32] = [0, 1, 127, 128, 255, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, .max]
        let data = widths + widths.reversed() + [3, 5, 8]
        let tokens = ChunkedSemanticTokens(encoded: data)
        #expect(tokens.data == data)
        #expect(tokens.count == data.count)
        var integers: [UInt32] = []
        tokens.forEachInteger { integers.append($0) }
        #expect(integers == data)
        var changed = data
        changed[7] = 1 << 31
        #expect(ChunkedSemanticTokens(encoded: changed).edits(from: tokens) == SemanticTokensDelta.edits(from: data, to: changed))
        #expect(ChunkedSemanticTokens(encoded: []).data.isEmpty)
    }

    /// A keystroke in one paragraph of many gives a delta of that paragraph's
    /// tokens, found without comparing the rest.
    @Test func aKeystrokeGivesASmallDelta() {
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        let paragraphs = (0..<300).map { "Paragraph \($0) with *emphasis*, `code` and ^[an egg](ingredient: \($0 + 1))." }
        var text = Array(paragraphs.joined(separator: "\n\n").utf8)
        var analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 200), lineIndex: LineIndex(text))
        let before = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder)
        let offset = text.count / 2
        text.insert(UInt8(ascii: "x"), at: offset)
        analysis = DocumentAnalysis(
            tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text),
            reusing: analysis)
        let after = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder, reusing: before)
        let edits = after.edits(from: before)
        #expect(edits.count == 1)
        #expect(edits.allSatisfy { $0.data.count <= 20 && $0.deleteCount <= 20 }, "\(edits)")
        #expect(edits == SemanticTokensDelta.edits(from: before.data, to: after.data))
    }
}
