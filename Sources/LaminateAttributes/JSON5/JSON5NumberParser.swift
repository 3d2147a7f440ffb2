/// Reads one number token the way Foundation's JSON5 decoder does when asked
/// for a `Double`, including its quirks, so that our verdict matches its own.
///
/// Foundation's scanner first takes a permissive token (a sign, digit, `.`,
/// `I` or `N`, then any run of digits, letters, `.`, `+` and `-`) and checks it
/// only when the value is decoded. We check the same token here.
enum JSON5NumberParser {
    /// Why a token is not a number Foundation accepts: the offending offset
    /// within the token (or nil for the whole token) and a message.
    struct Failure: Error {
        var offset: Int?
        var message: String
    }

    static func parse(_ bytes: [UInt8]) -> Result<Double, Failure> {
        let literal = String(decoding: bytes, as: UTF8.self)
        var index = 0
        var isNegative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            isNegative = first == UInt8(ascii: "-")
            index = 1
            guard bytes.count > 1 else {
                return .failure(Failure(offset: nil, message: "expected digits after '\(literal)'"))
            }
        }
        guard index < bytes.count else { return .failure(Failure(offset: nil, message: "expected a number")) }
        let rest = bytes[index...]
        switch bytes[index] {
        case UInt8(ascii: "I"):
            guard rest.elementsEqual("Infinity".utf8) else {
                return .failure(Failure(offset: nil, message: "invalid number '\(literal)'; did you mean 'Infinity'?"))
            }
            return .success(isNegative ? -.infinity : .infinity)
        case UInt8(ascii: "N"):
            guard rest.elementsEqual("NaN".utf8) else {
                return .failure(Failure(offset: nil, message: "invalid number '\(literal)'; did you mean 'NaN'?"))
            }
            return .success(isNegative ? -Double.nan : .nan)
        case UInt8(ascii: "0")
        where index + 1 < bytes.count
            && (bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X")):
            return parseHex(bytes, digitsStart: index + 2, isNegative: isNegative, literal: literal)
        default:
            return parseDecimal(bytes, start: index, literal: literal)
        }
    }

    /// Hexadecimal integers. Foundation parses them as `Int64` (negative) or
    /// `UInt64` and then requires the value to be *exactly* representable as a
    /// `Double`: `0x8000000000000000` is accepted but `0x7FFFFFFFFFFFFFFF` is not.
    private static func parseHex(_ bytes: [UInt8], digitsStart: Int, isNegative: Bool, literal: String) -> Result<Double, Failure> {
        guard digitsStart < bytes.count else {
            return .failure(Failure(offset: nil, message: "expected hexadecimal digits after '\(literal)'"))
        }
        var magnitude: UInt64 = 0
        for offset in digitsStart..<bytes.count {
            guard let digit = JSON5Characters.hexValue(bytes[offset]) else {
                return .failure(Failure(offset: offset, message: "expected a hexadecimal digit in '\(literal)'"))
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 16)
            let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !overflow2 else {
                return .failure(Failure(offset: nil, message: "number '\(literal)' is too large"))
            }
            magnitude = sum
        }
        let value: Double?
        if isNegative {
            let limit = UInt64(Int64.max) + 1
            if magnitude > limit {
                value = nil
            } else if magnitude == limit {
                value = Double(exactly: Int64.min)
            } else {
                value = Double(exactly: -Int64(magnitude))
            }
        } else {
            value = Double(exactly: magnitude)
        }
        guard let value else {
            return .failure(Failure(offset: nil, message: "number '\(literal)' cannot be represented exactly"))
        }
        return .success(value)
    }

    /// Decimal numbers: digits with an optional fraction and exponent, a
    /// leading or trailing `.` allowed, no leading zero before another digit.
    private static func parseDecimal(_ bytes: [UInt8], start: Int, literal: String) -> Result<Double, Failure> {
        var index = start
        var mantissaDigits = 0
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, JSON5Characters.isDigit(bytes[index + 1]) {
            return .failure(Failure(offset: index + 1, message: "a number cannot have a leading zero: '\(literal)'"))
        }
        while index < bytes.count, JSON5Characters.isDigit(bytes[index]) {
            index += 1
            mantissaDigits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if mantissaDigits == 0, !(index < bytes.count && JSON5Characters.isDigit(bytes[index])) {
                return .failure(Failure(offset: index < bytes.count ? index : nil, message: "expected a digit after '.' in '\(literal)'"))
            }
            while index < bytes.count, JSON5Characters.isDigit(bytes[index]) {
                index += 1
                mantissaDigits += 1
            }
        }
        guard mantissaDigits > 0 else {
            return .failure(Failure(offset: index < bytes.count ? index : nil, message: "expected a digit in '\(literal)'"))
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let exponentMarker = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            var exponentDigits = 0
            while index < bytes.count, JSON5Characters.isDigit(bytes[index]) {
                index += 1
                exponentDigits += 1
            }
            guard exponentDigits > 0 else {
                // Foundation traps here (a precondition in its error path) when
                // the token ends in `e+` or `e-`; we report it instead.
                return .failure(
                    Failure(
                        offset: index < bytes.count ? index : exponentMarker,
                        message: "expected exponent digits after 'e' in '\(literal)'"))
            }
        }
        guard index == bytes.count else {
            return .failure(Failure(offset: index, message: "unexpected \(describe(bytes[index])) in number '\(literal)'"))
        }
        guard let value = Double(literal) else {
            return .failure(Failure(offset: nil, message: "invalid number '\(literal)'"))
        }
        guard value.isFinite else {
            return .failure(Failure(offset: nil, message: "number '\(literal)' is too large"))
        }
        guard value != 0 || isTrueZero(bytes) else {
            return .failure(Failure(offset: nil, message: "number '\(literal)' is too small (Foundation reads it as an underflow)"))
        }
        return .success(value)
    }

    /// Foundation's test that a literal that parsed as 0 really is zero rather
    /// than an underflow: "no digit 1–9 before an exponent". It scans in blocks
    /// of four and then checks the last one to three bytes *in reverse*, so for
    /// `0e5` it sees the `5` before the `e` and rejects the literal; `0e+1` and
    /// `-0e5` pass. This copies that order exactly, since matching Foundation's
    /// verdict matters more here than the mathematically right answer.
    static func isTrueZero(_ bytes: [UInt8]) -> Bool {
        func check(_ byte: UInt8) -> Bool? {
            switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
            case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
            default: return nil
            }
        }
        var start = 0
        while bytes.count - start >= 4 {
            for offset in start..<(start + 4) {
                if let result = check(bytes[offset]) { return result }
            }
            start += 4
        }
        for offset in stride(from: bytes.count - 1, through: start, by: -1) {
            if let result = check(bytes[offset]) { return result }
        }
        return true
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x20...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
    }
}
