import Foundation

/// Foundation's own verdict on an attribute list: `JSONDecoder` with
/// `allowsJSON5` and `assumesTopLevelDictionary`, the configuration
/// `AttributedString(markdown:)` uses, decoding into a type that accepts any
/// JSON value. The `json5` fuzz target (`Tests/Fuzz`) compiles this file too.
enum FoundationJSON5Oracle {
    static func accepts(attributeList bytes: [UInt8]) -> Bool { decode(attributeList: bytes) != nil }

    static func accepts(document bytes: [UInt8]) -> Bool { decode(document: bytes) != nil }

    /// The value Foundation decodes from an attribute list, or nil when it rejects it.
    static func decode(attributeList bytes: [UInt8]) -> AnyJSONValue? {
        decode(bytes, assumesTopLevelDictionary: true)
    }

    /// The value Foundation decodes from a whole document, or nil when it rejects it.
    static func decode(document bytes: [UInt8]) -> AnyJSONValue? {
        decode(bytes, assumesTopLevelDictionary: false)
    }

    private static func decode(_ bytes: [UInt8], assumesTopLevelDictionary: Bool) -> AnyJSONValue? {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return try? decoder.decode(AnyJSONValue.self, from: terminated(bytes))
    }

    /// The bytes in a `Data` whose storage has a NUL byte just after them.
    /// Foundation's number parsing (`strtod`) can read past the end of the
    /// buffer when a number ends the input; without the NUL its verdict
    /// would depend on whatever memory follows.
    static func terminated(_ bytes: [UInt8]) -> Data {
        Data(bytes + [0]).prefix(bytes.count)
    }

    /// Inputs on which Foundation itself traps instead of throwing, so a test
    /// must not hand them to it: a number token ending in `e+` or `e-` (a
    /// precondition in its number-error path), and malformed UTF-8
    /// where it expects a key (its scalar decoder traps).
    static func wouldTrap(_ bytes: [UInt8]) -> Bool {
        // Not a trap, but out of scope: a NUL among the first two bytes makes
        // Foundation guess UTF-16 or UTF-32 and transcode. Attribute text
        // comes from a UTF-8 document, so we read UTF-8 only.
        if bytes.first == 0 || (bytes.count > 1 && bytes[1] == 0) { return true }
        if String(validating: bytes, as: UTF8.self) == nil, bytes.contains(where: { $0 >= 0x80 && $0 != 0xA0 }) {
            return true
        }
        func isTokenByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
        for index in bytes.indices.dropLast() {
            let byte = bytes[index]
            let next = bytes[index + 1]
            guard byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") else { continue }
            guard next == UInt8(ascii: "+") || next == UInt8(ascii: "-") else { continue }
            if index + 2 >= bytes.count || !isTokenByte(bytes[index + 2]) { return true }
        }
        return false
    }
}

/// Any JSON value, decoded through the public Codable containers.
enum AnyJSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSONValue])
    case object([String: AnyJSONValue])

    init(from decoder: any Decoder) throws {
        if var container = try? decoder.unkeyedContainer() {
            var items: [AnyJSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(AnyJSONValue.self)) }
            self = .array(items)
            return
        }
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: AnyJSONValue] = [:]
            for key in container.allKeys { object[key.stringValue] = try container.decode(AnyJSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
            return
        }
        if let number = try? container.decode(Double.self) {
            self = .number(number)
            return
        }
        self = .string(try container.decode(String.self))
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
