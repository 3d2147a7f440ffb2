/// A colour with components from 0 to 1, as an editor's colour picker shows it.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0–255 components.
    init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8.dropFirst()).compactMap(Self.hexDigitValue)
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == text.utf8.count - 1 else { return nil }
        let bytes: [Int]
        switch digits.count {
        case 3: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        self.init(bytes[0], bytes[1], bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// A named colour (`green`) or a hex colour; nil for anything else.
    public init?(colorValue text: String) {
        if let named = NamedColorValues.color(named: text) {
            self = named
        } else {
            self.init(hex: text)
        }
    }

    /// The components rounded to 0–255, out-of-range and NaN values clamped.
    public var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque.
    public var hexString: String {
        let (red, green, blue, alpha) = bytes
        let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + components.map(Self.twoHexDigits).joined()
    }

    public var description: String { hexString }

    static func byte(_ component: Double) -> Int {
        guard component.isFinite else { return component == .infinity ? 255 : 0 }
        return Int((min(max(component, 0), 1) * 255).rounded())
    }

    static func hexDigitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    static func twoHexDigits(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(value >> 4) & 15], digits[value & 15]])
    }
}
