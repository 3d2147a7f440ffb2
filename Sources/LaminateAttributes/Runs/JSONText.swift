/// Writing JSON text: the runs' JSON lines and the HTML renderer's values.
enum JSONText {
    static func quoted(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
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
