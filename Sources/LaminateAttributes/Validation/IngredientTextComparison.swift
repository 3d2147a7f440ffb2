import LaminateDialect

/// How two ingredient texts are compared: case and runs of whitespace
/// ignored. The validator (one id on different texts, one text with
/// different ids, stale markings) and the code actions (which id a text
/// already has) must agree, so both call this.
public enum IngredientTextComparison {
    /// Only the start of a text is read and compared: enough to tell
    /// ingredients apart, and the node budget keeps deeply nested spans
    /// from costing quadratic time.
    public static let budget = PlainTextBudget(bytes: 400, nodes: 4 * 400)

    /// A span's text as the validator and the code actions compare and quote it.
    public static func text(of span: NodeID, in tree: SyntaxTree) -> String {
        tree.plainText(of: span, budget: budget).text
    }

    /// The comparison key of a text. A longer text (a selection) is cut to the
    /// budget first, so that it compares as a span of the same text would.
    public static func normalized(_ text: String) -> String {
        asciiNormalized(text) ?? characterNormalized(text)
    }

    /// `normalized` by characters, for any text.
    static func characterNormalized(_ text: String) -> String {
        // A hard break reads as U+2028; it separates words as a space does.
        PlainText.prefix(of: text, maximumUTF8Count: budget.bytes).lowercased().split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{2028}"
        }).joined(separator: " ")
    }

    /// `normalized` of a short ASCII text without a carriage return (most
    /// ingredient texts), in one pass over its bytes: the same bytes as
    /// lowercasing, splitting and joining the text's characters (each ASCII
    /// byte is one character, except `\r\n`, left to the general way), at a
    /// fraction of the cost; nil for any other text. Every ingredient marking
    /// of a document is normalized.
    static func asciiNormalized(_ text: String) -> String? {
        var text = text
        // Most texts are their own key: such a text is returned, not copied.
        if text.withUTF8({ $0.count <= budget.bytes && isOwnASCIIKey($0) }) { return text }
        return text.withUTF8 { bytes -> String? in
            guard bytes.count <= budget.bytes else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var spaceBefore = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                    spaceBefore = !output.isEmpty
                case UInt8(ascii: "\r"), 0x80...:
                    return nil
                default:
                    if spaceBefore {
                        output.append(UInt8(ascii: " "))
                        spaceBefore = false
                    }
                    output.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether ASCII `bytes` are their own key: no capital letter, no tab,
    /// line ending or other byte the key changes, words apart by one space,
    /// none before the first or after the last.
    private static func isOwnASCIIKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterSpace = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: " "):
                if afterSpace { return false }
                afterSpace = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
                return false
            default:
                afterSpace = false
            }
        }
        return bytes.isEmpty || !afterSpace
    }
}
