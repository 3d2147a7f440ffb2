/// HTML escaping as cmark does it: `&`, `<`, `>` and `"`; and NUL, which
/// CommonMark replaces by U+FFFD (cmark does so on input, we on output so
/// that ranges keep referring to the source bytes).
public enum HTMLEscaping {
    public static func appendEscaped(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendEscaped($0, to: &output) }
    }

    public static func escape(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        appendEscaped(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func appendEscaped<Sink: HTMLByteSink & ~Copyable>(_ string: String, to output: inout Sink) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &output) }
        if done == nil { Array(string.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &output) } }
    }

    /// Copies the runs between escaped bytes with one `append(contentsOf:)`
    /// each (a `memcpy`) rather than byte by byte: rendering is mostly text
    /// that needs no escaping, and this loop is where it spends its time.
    static func appendEscaped<Sink: HTMLByteSink & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Every byte that needs escaping is at most `>`; letters and most
            // UTF-8 bytes are above, and leave with one comparison.
            guard byte <= UInt8(ascii: ">") else {
                index &+= 1
                continue
            }
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case 0: entity = "\u{FFFD}"
            default:
                index &+= 1
                continue
            }
            if runStart < index {
                output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            output.appendLiteral(entity)
            index &+= 1
            runStart = index
        }
        if runStart < count {
            output.appendBytes(UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
    }
}
