import Foundation
import LaminateAppStrings
import LaminateDialect
import LaminateFeatures
import Testing

/// A container's tokens kept one chunk per tile of strings: exactly the
/// tokens encoded whole, after every edit reusing the previous version's
/// chunks, with a delta that turns the old data into the new and, for an
/// edit inside one string, touches that string's tokens only.
struct ContainerChunkedTokensTests {
    static let directory = ContainerFixtures.directory
    static var files: [String] { ContainerFixtures.files(in: ["Fixtures/AppStrings", "Fixtures/AppStringsFeatures"]) }

    static let insertions = ["e", "😀", "漢", "^[x](kern: 1)", "\n", "\"", "\\(y)", " ", "%lld", "](", "שלום"]

    @Test(arguments: files)
    func chunkedEqualsWholeThroughEdits(file: String) throws {
        let kind = try #require(ContainerKind(path: file))
        var text = Array(try Data(contentsOf: Self.directory.appendingPathComponent(file)))
        for unit in ColumnUnit.allCases {
            let encoder = SemanticTokenEncoder(unit: unit, lineHandling: unit == .utf16 ? .multiline : .splitAtLineEnds)
            var random = SplitMix64(seed: UInt64(text.count))
            var analysis = ContainerAnalysis(text: text, kind: kind)
            var chunked = ChunkedSemanticTokens(analysis, encoder: encoder)
            for step in 0..<25 {
                let whole = encoder.encode(ContainerSemanticTokens.tokens(in: analysis), text: text, lineIndex: analysis.lineIndex)
                #expect(chunked.data == whole, "\(file) \(unit) step \(step)")
                var integers: [UInt32] = []
                chunked.forEachInteger { integers.append($0) }
                #expect(integers == whole, "each integer, \(file) \(unit) step \(step)")
                // Half the edits inside a string's content, half anywhere.
                var offset = Int(random.next() % UInt64(text.count + 1))
                if step % 2 == 0, !analysis.documents.isEmpty {
                    let string = analysis.documents[Int(random.next() % UInt64(analysis.documents.count))].string
                    offset = string.text.contentStart + Int(random.next() % UInt64(max(1, string.literalRange.end - 1 - string.text.contentStart)))
                }
                while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
                let insertion = Array(Self.insertions[Int(random.next() % UInt64(Self.insertions.count))].utf8)
                var edited = text
                edited.replaceSubrange(offset..<offset, with: insertion)
                let next = ContainerAnalysis(text: edited, kind: kind, reusing: analysis)
                let previous = chunked
                chunked = ChunkedSemanticTokens(next, encoder: encoder, reusing: chunked)
                var patched = previous.data
                for edit in chunked.edits(from: previous).reversed() {
                    patched.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
                }
                #expect(patched == chunked.data, "delta, \(file) \(unit) step \(step)")
                #expect(chunked.count == chunked.data.count)
                text = edited
                analysis = next
            }
        }
    }

    /// In a catalog of many strings, typing into one string sends a delta
    /// of that string's tokens only (the chunks before and after it are
    /// shared, not compared).
    @Test func typingIntoOneStringOfManyTouchesItsTokensOnly() {
        var lines = ["{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : {"]
        for index in 0..<400 {
            lines.append(
                "    \"k\(index)\" : { \"localizations\" : { \"fr\" : { \"stringUnit\" : { \"value\" : \"😀 ^[v\(index)](foregroundColor: \\\"red\\\")\" } } } },"
            )
        }
        lines.append("    \"last\" : { }")
        lines += ["  }", "}", ""]
        var text = Array(lines.joined(separator: "\n").utf8)
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        var analysis = ContainerAnalysis(text: text, kind: .stringCatalog)
        var chunked = ChunkedSemanticTokens(analysis, encoder: encoder)
        let target = Array("^[v200]".utf8)
        let offset = (0..<(text.count - target.count)).first { Array(text[$0..<($0 + target.count)]) == target }! + 3
        for step in 0..<5 {
            text.insert(UInt8(ascii: "x"), at: offset + step)
            analysis = ContainerAnalysis(text: text, kind: .stringCatalog, reusing: analysis)
            let previous = chunked
            chunked = ChunkedSemanticTokens(analysis, encoder: encoder, reusing: chunked)
            let edits = chunked.edits(from: previous)
            // One string's tokens: `^[`, its text, `]`, `(`, the key, the value, `)`.
            #expect(edits.count == 1 && edits[0].deleteCount <= 7 * 5 && edits[0].data.count <= 7 * 5, "step \(step): \(edits)")
            #expect(chunked.data == encoder.encode(ContainerSemanticTokens.tokens(in: analysis), text: text, lineIndex: analysis.lineIndex))
        }
    }
}
