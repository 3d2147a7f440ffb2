/// Frames a message body with the base protocol's header.
public enum MessageFrameEncoder {
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
