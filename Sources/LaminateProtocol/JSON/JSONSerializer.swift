/// Writes a `JSONValue` as compact UTF-8 JSON with object keys sorted, so
/// output is deterministic and diffable.
public enum JSONSerializer {
    public static func serialize(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .integer(let integer): output.append(contentsOf: String(integer).utf8)
        case .double(let double):
            if !double.isFinite {
                output.append(contentsOf: "null".utf8)
            } else {
                // Swift prints "1000.0" and "1e+20", both valid JSON that
                // parse back as doubles.
                output.append(contentsOf: "\(double)".utf8)
            }
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                if let member = members[key] { write(member, into: &output) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x00..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
