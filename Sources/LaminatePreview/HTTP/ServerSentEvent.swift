/// One Server-Sent Events message (HTML Living Standard §9.2): every line of
/// the data behind its own `data:` field, so that the browser joins them
/// back with `\n` into exactly the text sent — whatever line ends it had.
enum ServerSentEvent {
    static func message(id: Int, data: String) -> [UInt8] {
        var text = "id: \(id)\n"
        var line = ""
        var previousWasReturn = false
        for scalar in data.unicodeScalars {
            switch scalar {
            case "\r":
                text += "data: \(line)\n"
                line = ""
                previousWasReturn = true
                continue
            case "\n":
                if !previousWasReturn {
                    text += "data: \(line)\n"
                    line = ""
                }
            default:
                line.unicodeScalars.append(scalar)
            }
            previousWasReturn = false
        }
        text += "data: \(line)\n\n"
        return Array(text.utf8)
    }

    /// A comment line: keeps proxies and the browser from timing the
    /// stream out, and tells the server when the reader has gone.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
