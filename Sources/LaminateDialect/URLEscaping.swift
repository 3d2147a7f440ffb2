/// Escapes a link destination for an `href` or `src` attribute exactly as
/// cmark's `houdini_escape_href`: URL-safe and reserved characters stay,
/// `&` and `'` become HTML entities, everything else is percent-encoded.
enum URLEscaping {
    /// Bytes that are copied as they are: alphanumerics and `-_.+!*(),%#@?=;:/$~`.
    private static let isSafe: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in "-_.+!*(),%#@?=;:/$~".utf8 { table[Int(byte)] = true }
        return table
    }()

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    static func appendEscapedHref(_ url: String, to output: inout [UInt8]) {
        for byte in url.utf8 {
            if isSafe[Int(byte)] {
                output.append(byte)
            } else if byte == UInt8(ascii: "&") {
                output.append(contentsOf: "&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                output.append(contentsOf: "&#x27;".utf8)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
