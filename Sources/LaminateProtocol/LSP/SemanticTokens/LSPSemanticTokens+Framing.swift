/// A `SemanticTokens` result written straight to its framed response.
///
/// The tokens of a whole document are its largest answer (five integers
/// per token, millions in a large document); they are read twice from wherever the
/// caller keeps them — once to measure, once to write, a piece at a time as
/// the answer is sent — and never gathered into one array, let alone a
/// `JSONValue`. The bytes are those of
/// `Message.response(id:outcome:)` with `LSPSemanticTokens.jsonValue`.
extension LSPSemanticTokens {
    /// The framed response to `id` with the tokens whose integers
    /// `forEachInteger` gives in order (the same ones each time it is
    /// called): measured now, written a piece at a time when it is sent.
    public static func framedResponse(
        id: RequestID, resultId: String?,
        forEachInteger: @escaping @Sendable ((UInt32) -> Void) -> Void
    ) -> StreamedFrame {
        var resultIdJSON: [UInt8] = []
        if let resultId { JSONSerializer.writeString(resultId, into: &resultIdJSON) }
        var count = 0
        var digits = 0
        forEachInteger { value in
            count &+= 1
            digits &+= FramedResponse.decimalLength(value)
        }
        let dataLength = digits + max(0, count - 1)
        // {"data":[…]} or {"data":[…],"resultId":"…"}
        let resultLength =
            #"{"data":["#.utf8.count + dataLength + 2
            + (resultId == nil ? 0 : #","resultId":"#.utf8.count + resultIdJSON.count)
        return FramedResponse.frame(id: id, resultLength: resultLength) { [resultIdJSON] writer in
            writer.buffer.append(contentsOf: #"{"data":["#.utf8)
            var first = true
            forEachInteger { value in
                if !first { writer.buffer.append(UInt8(ascii: ",")) }
                first = false
                JSONSerializer.writeInteger(Int(value), into: &writer.buffer)
                writer.flushIfFull()
            }
            writer.buffer.append(UInt8(ascii: "]"))
            if resultId != nil {
                writer.buffer.append(contentsOf: #","resultId":"#.utf8)
                writer.buffer.append(contentsOf: resultIdJSON)
            }
            writer.buffer.append(UInt8(ascii: "}"))
        }
    }
}
