import LaminateDialect

/// Lines and columns as `laminate check` prints them, both from 1.
///
/// Columns count grapheme clusters — Swift's `Character`, what a reader sees
/// as one character and what an editor's cursor steps over with one arrow
/// key: `é` written as `e` plus a combining accent is one column, and so is
/// a family emoji of five scalars. Counting bytes, UTF-16 units or scalars
/// would put the caret after such characters too far to the right.
struct CharacterColumns {
    let bytes: [UInt8]
    let lineIndex: LineIndex

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineIndex = LineIndex(bytes)
    }

    struct Location: Hashable {
        var line: Int
        var column: Int
    }

    func location(ofUTF8Offset offset: Int) -> Location {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex.line(containingUTF8Offset: clamped)
        let lineStart = lineIndex.contentRange(ofLine: line)?.start ?? 0
        let prefix = String(decoding: bytes[lineStart..<max(lineStart, clamped)], as: UTF8.self)
        return Location(line: line + 1, column: prefix.count + 1)
    }
}
