import Testing

@testable import LaminateDialect

/// `LineBreakScanner` finds the first LF or CR as a byte-by-byte scan does,
/// wherever it falls in an eight-byte word, after any bytes (UTF-8 with high
/// bits set included), and from any start.
@Suite struct LineBreakScannerTests {
    @Test(arguments: [
        "", "a", "\n", "\r", "abc", "abcdefgh", "abcdefg\n", "abcdefgh\n", "abcdefghi\r\nj",
        "é€🎉é€🎉\né", "\u{0B}\u{0C}\u{0E}\u{8A}\u{8D}x\r", String(repeating: "x", count: 40) + "\n" + "y\r\n",
    ])
    func findsWhatAByteScanFinds(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count {
                let expected = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
                #expect(LineBreakScanner.firstLineBreak(in: buffer, from: start) == expected, "from \(start)")
            }
        }
    }

    @Test func everyPositionInAWord() {
        for length in 1...24 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x0B, count: length)
                bytes[position] = position % 2 == 0 ? 0x0A : 0x0D
                let found = bytes.withUnsafeBufferPointer { LineBreakScanner.firstLineBreak(in: $0, from: 0) }
                #expect(found == position, "length \(length)")
            }
        }
    }
}
