/// One Server-Sent Events message (HTML Living Standard §9.2): every line of
/// the data behind its own `data:` field, so that the browser joins them
/// back with `\n` into exactly the text sent — whatever line ends it had.
enum ServerSentEvent {
    static func message(id: Int, data: String) -> [UInt8] {
        idField(id) + dataFields(data)
    }

    static func idField(_ id: Int) -> [UInt8] {
        Array("id: \(id)\n".utf8)
    }

    /// The `data:` fields and the blank line that ends the message: the part
    /// that is the same for every stream, encoded once per version. Works on
    /// the UTF-8 bytes (a line end is always one of `\r\n`, `\r`, `\n`,
    /// which never occur inside a multi-byte character), so a large
    /// rendering costs one pass.
    static func dataFields(_ data: String) -> [UInt8] {
        let prefix = Array("data: ".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.utf8.count + data.utf8.count / 16 + 16)
        bytes += prefix
        var previousWasReturn = false
        for byte in data.utf8 {
            switch byte {
            case UInt8(ascii: "\r"):
                bytes.append(UInt8(ascii: "\n"))
                bytes += prefix
                previousWasReturn = true
                continue
            case UInt8(ascii: "\n"):
                if !previousWasReturn {
                    bytes.append(UInt8(ascii: "\n"))
                    bytes += prefix
                }
            default:
                bytes.append(byte)
            }
            previousWasReturn = false
        }
        bytes += [UInt8(ascii: "\n"), UInt8(ascii: "\n")]
        return bytes
    }

    /// A comment line: keeps proxies and the browser from timing the
    /// stream out, and tells the server when the reader has gone.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
