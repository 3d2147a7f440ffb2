import LaminateDialect
import LaminateFeatures

/// Tokens as readable lines: `line:start-end type modifiers "text"`, decoded
/// from the encoder's integers the way a client decodes them, so a dump
/// checks the provider and the encoder together.
enum SemanticTokenDump {
    static func dump(
        _ analysis: DocumentAnalysis, range: ByteRange? = nil, unit: ColumnUnit = .utf16,
        lineHandling: SemanticTokenLineHandling = .splitAtLineEnds, coverage: SemanticTokenCoverage = .everything
    ) -> String {
        let tokens = SemanticTokens.tokens(in: analysis, range: range, coverage: coverage)
        let data = SemanticTokenEncoder(unit: unit, lineHandling: lineHandling)
            .encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
        return lines(data, analysis: analysis, unit: unit).map { $0 + "\n" }.joined()
    }

    /// One line per encoded token.
    static func lines(_ data: [UInt32], analysis: DocumentAnalysis, unit: ColumnUnit) -> [String] {
        var lines: [String] = []
        var line = 0
        var column = 0
        var index = 0
        while index + 5 <= data.count {
            let lineDelta = Int(data[index])
            line += lineDelta
            column = lineDelta == 0 ? column + Int(data[index + 1]) : Int(data[index + 1])
            let length = Int(data[index + 2])
            let type = SemanticTokenType(rawValue: data[index + 3]).map(\.legendName) ?? "?\(data[index + 3])"
            let modifiers = SemanticTokenModifiers(rawValue: data[index + 4]).names
            let start = analysis.lineIndex.utf8Offset(of: LinePosition(line: line, column: column), in: unit).utf8Offset
            let end = endOffset(start: start, length: length, analysis: analysis, unit: unit)
            let text = analysis.tree.text(ByteRange(start, max(start, end)))
            let modifierText = modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ",")
            lines.append("\(line):\(column)-\(column + length) \(type)\(modifierText) \(quoted(text))")
            index += 5
        }
        return lines
    }

    /// The offset `length` units after `start`, counting across lines.
    private static func endOffset(start: Int, length: Int, analysis: DocumentAnalysis, unit: ColumnUnit) -> Int {
        var offset = start
        var remaining = length
        let text = analysis.text
        while remaining > 0, offset < text.count {
            let byte = text[offset]
            let scalarLength = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            switch unit {
            case .utf8:
                offset += 1
                remaining -= 1
            case .utf16:
                offset += scalarLength
                remaining -= scalarLength == 4 ? 2 : 1
            case .utf32:
                offset += scalarLength
                remaining -= 1
            }
        }
        return min(offset, text.count)
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
