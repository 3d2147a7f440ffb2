/// Escapes a link destination for an `href` or `src` attribute exactly as
/// cmark's `houdini_escape_href`: URL-safe and reserved characters stay,
/// `&` and `'` become HTML entities, everything else is percent-encoded.
enum URLEscaping {
    static func appendEscapedHref<Sink: HTMLByteSink & ~Copyable>(_ url: String, to output: inout Sink) {
        let done: Void? = url.utf8.withContiguousStorageIfAvailable { appendEscapedHref($0, to: &output) }
        if done == nil { Array(url.utf8).withUnsafeBufferPointer { appendEscapedHref($0, to: &output) } }
    }

    /// Copies runs of safe bytes with one `append(contentsOf:)` each.
    static func appendEscapedHref<Sink: HTMLByteSink & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isSafe(byte) {
                index &+= 1
                continue
            }
            if runStart < index {
                output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            if byte == UInt8(ascii: "&") {
                output.appendLiteral("&amp;")
            } else if byte == UInt8(ascii: "'") {
                output.appendLiteral("&#x27;")
            } else {
                output.appendByte(UInt8(ascii: "%"))
                output.appendByte(hexDigit(byte >> 4))
                output.appendByte(hexDigit(byte & 0x0F))
            }
            index &+= 1
            runStart = index
        }
        if runStart < count {
            output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
    }

    /// Bytes that are copied as they are: alphanumerics and `-_.+!*(),%#@?=;:/$~`.
    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "%"),
            UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// `value` is below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ (value &- 10)
    }
}
