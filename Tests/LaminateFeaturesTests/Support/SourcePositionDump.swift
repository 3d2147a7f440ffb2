import LaminateDialect

/// Ranges as a reader of a fixture counts them: `line:column`, both from 1,
/// columns in characters, so fixtures need no byte arithmetic.
struct SourcePositionDump {
    let text: [UInt8]
    let lineIndex: LineIndex

    init(_ text: [UInt8]) {
        self.text = text
        lineIndex = LineIndex(text)
    }

    func position(_ offset: Int) -> String {
        let line = lineIndex.line(containingUTF8Offset: offset)
        let start = lineIndex.contentRange(ofLine: line)?.start ?? 0
        let column = String(decoding: text[start..<max(start, min(offset, text.count))], as: UTF8.self).count
        return "\(line + 1):\(column + 1)"
    }

    func range(_ range: ByteRange) -> String { "\(position(range.start))-\(position(range.end))" }

    /// The source of a range on one line, for short ranges.
    func quoted(_ range: ByteRange) -> String {
        let source = String(decoding: text[range.start..<range.end], as: UTF8.self)
        return "\"" + source.replacingOccurrences(of: "\n", with: "⏎") + "\""
    }
}
