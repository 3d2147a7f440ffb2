/// A response written straight to its framed bytes, for results too large
/// to build as a `JSONValue` first.
///
/// A `JSONValue` holds each integer of an array in an enum of 24 bytes
/// (six times the integer), and framing a serialized body copies it: the
/// semantic tokens of a large document, answered that way, held many
/// times the document's size at once for a moment, the server's peak. Written here, the answer
/// is a `StreamedFrame`, made a piece at a time as it is written, the same
/// bytes as `Message.response(id:outcome:).framedBytes` (keys in order:
/// `id`, `jsonrpc`, `result`).
public enum FramedResponse {
    /// The framed response to `id` whose result is the `resultLength` bytes
    /// of JSON that `writeResult` writes.
    public static func frame(
        id: RequestID, resultLength: Int, writeResult: @escaping @Sendable (inout FramePieceWriter) -> Void
    ) -> StreamedFrame {
        var head: [UInt8] = Array(#"{"id":"#.utf8)
        head.append(contentsOf: JSONSerializer.serialize(id.json))
        head.append(contentsOf: #","jsonrpc":"2.0","result":"#.utf8)
        let bodyLength = head.count + resultLength + 1
        let header = Array("Content-Length: \(bodyLength)\r\n\r\n".utf8)
        return StreamedFrame(count: header.count + bodyLength) { [head] writer in
            writer.buffer.append(contentsOf: header)
            writer.buffer.append(contentsOf: head)
            writeResult(&writer)
            writer.buffer.append(UInt8(ascii: "}"))
        }
    }

    /// How many bytes `JSONSerializer` writes for `value`.
    static func decimalLength(_ value: UInt32) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length &+= 1
        }
        return length
    }
}
