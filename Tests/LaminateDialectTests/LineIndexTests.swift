import Testing

@testable import LaminateDialect

/// Checks the line index against a slow, obviously correct model that walks
/// the text's Unicode scalars one by one.
struct LineIndexTests {
    /// A position (line, column) in each unit for every scalar boundary.
    struct Expectation: CustomStringConvertible {
        var text: String
        var utf8Offset: Int
        var line: Int
        var columns: [ColumnUnit: Int]
        var description: String { "\(text.debugDescription) @\(utf8Offset)" }
    }

    /// Every scalar boundary of `text`, with its position in every unit.
    static func modelPositions(_ text: String) -> [Expectation] {
        var result: [Expectation] = []
        var line = 0
        var columns: [ColumnUnit: Int] = [.utf8: 0, .utf16: 0, .utf32: 0]
        var offset = 0
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index <= scalars.count {
            result.append(Expectation(text: text, utf8Offset: offset, line: line, columns: columns))
            guard index < scalars.count else { break }
            let scalar = scalars[index]
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                offset += 2
                index += 2
                line += 1
                columns = [.utf8: 0, .utf16: 0, .utf32: 0]
                continue
            }
            offset += String(scalar).utf8.count
            index += 1
            if scalar == "\n" || scalar == "\r" {
                line += 1
                columns = [.utf8: 0, .utf16: 0, .utf32: 0]
            } else {
                columns[.utf8, default: 0] += String(scalar).utf8.count
                columns[.utf16, default: 0] += String(scalar).utf16.count
                columns[.utf32, default: 0] += 1
            }
        }
        return result
    }

    static let samples: [String] = [
        "",
        "plain ascii",
        "two\nlines\n",
        "crlf\r\nand\rcr\n\n",
        "emoji 😀 and 👩‍👩‍👧 family",
        "combining e\u{301}\u{301} marks",
        "CJK 漢字かな交じり文\n第二行",
        "right-to-left: שלום עולם and مرحبا",
        "mixed 😀\r\n漢\u{301}字\rend😀",
        "😀",
        "\n\n\n",
    ]

    @Test(arguments: samples)
    func offsetsAndPositionsRoundTrip(text: String) {
        let index = LineIndex(Array(text.utf8))
        for expectation in Self.modelPositions(text) {
            for unit in ColumnUnit.allCases {
                let column = expectation.columns[unit] ?? -1
                let position = LinePosition(line: expectation.line, column: column)
                #expect(
                    index.position(ofUTF8Offset: expectation.utf8Offset, in: unit) == position,
                    "\(expectation) in \(unit)")
                let offset = index.utf8Offset(of: position, in: unit)
                #expect(
                    offset == ClampedOffset(utf8Offset: expectation.utf8Offset, wasClamped: false),
                    "\(expectation) in \(unit)")
            }
        }
    }

    @Test func lineCountsFollowLSPTerminators() {
        #expect(LineIndex(Array("".utf8)).lineCount == 1)
        #expect(LineIndex(Array("a\nb".utf8)).lineCount == 2)
        #expect(LineIndex(Array("a\r\nb\rc\n".utf8)).lineCount == 4)
    }

    @Test func columnPastLineEndClampsToLineEnd() {
        let index = LineIndex(Array("ab\r\ncd".utf8))
        let result = index.utf8Offset(of: LinePosition(line: 0, column: 10), in: .utf16)
        #expect(result == ClampedOffset(utf8Offset: 2, wasClamped: true))
    }

    @Test func linePastEndClampsToDocumentEnd() {
        let index = LineIndex(Array("ab\ncd".utf8))
        #expect(
            index.utf8Offset(of: LinePosition(line: 2, column: 0), in: .utf8)
                == ClampedOffset(utf8Offset: 5, wasClamped: true))
        #expect(
            index.utf8Offset(of: LinePosition(line: Int.max, column: Int.max), in: .utf32)
                == ClampedOffset(utf8Offset: 5, wasClamped: true))
    }

    @Test func negativePositionsClamp() {
        let index = LineIndex(Array("ab\ncd".utf8))
        #expect(index.utf8Offset(of: LinePosition(line: -1, column: 3), in: .utf8).utf8Offset == 0)
        #expect(index.utf8Offset(of: LinePosition(line: 1, column: -3), in: .utf8).utf8Offset == 3)
        #expect(index.utf8Offset(of: LinePosition(line: Int.min, column: Int.min), in: .utf16).utf8Offset == 0)
    }

    @Test func columnInsideSurrogatePairMapsToCharacterStart() {
        let index = LineIndex(Array("a😀b".utf8))
        #expect(
            index.utf8Offset(of: LinePosition(line: 0, column: 2), in: .utf16)
                == ClampedOffset(utf8Offset: 1, wasClamped: true))
        #expect(
            index.utf8Offset(of: LinePosition(line: 0, column: 3), in: .utf8)
                == ClampedOffset(utf8Offset: 1, wasClamped: true))
        #expect(index.position(ofUTF8Offset: 3, in: .utf16) == LinePosition(line: 0, column: 1))
    }

    @Test func invalidUTF8CountsOneUnitPerByte() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x0A, 0xE2, 0x82]
        let index = LineIndex(bytes)
        #expect(index.lineCount == 2)
        #expect(index.position(ofUTF8Offset: 3, in: .utf16) == LinePosition(line: 0, column: 3))
        #expect(index.position(ofUTF8Offset: 6, in: .utf32) == LinePosition(line: 1, column: 2))
    }

    @Test func randomTextsMatchModel() {
        var generator = SplitMix64(seed: 0x1A31_4A7E)
        let pieces = ["a", "Z", " ", "\n", "\r", "\r\n", "é", "e\u{301}", "漢", "😀", "👩‍👩‍👧", "ש", "م", "\u{200F}"]
        for _ in 0..<200 {
            let length = Int(generator.next() % 24)
            let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let index = LineIndex(Array(text.utf8))
            for expectation in Self.modelPositions(text) {
                for unit in ColumnUnit.allCases {
                    let position = LinePosition(line: expectation.line, column: expectation.columns[unit] ?? -1)
                    #expect(index.position(ofUTF8Offset: expectation.utf8Offset, in: unit) == position)
                    #expect(index.utf8Offset(of: position, in: unit).utf8Offset == expectation.utf8Offset)
                }
            }
        }
    }
}
