/// Writing JSON text: the runs' JSON lines and the HTML renderer's values.
enum JSONText {
    static func quoted(_ string: String) -> String {
        // Byte by byte over the UTF-8, copying what needs no escape as it is:
        // appending scalar by scalar to a String made `laminate check
        // --format json` spend most of its time here.
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count + 2)
        output.append(UInt8(ascii: "\""))
        let bytes = Array(string.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9): valid JSON, but
            // escaped so that JavaScript readers take the line as one.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                output.append(contentsOf: (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default:
                output.append(byte)
            }
            index += 1
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Whole numbers print without a fraction; NaN and the infinities, which
    /// JSON cannot write, as their JSON5 spelling in a string.
    static func number(_ number: Double) -> String {
        guard number.isFinite else {
            return quoted(number.isNaN ? "NaN" : (number < 0 ? "-Infinity" : "Infinity"))
        }
        if number.rounded(.towardZero) == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
