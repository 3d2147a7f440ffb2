import Foundation
import LaminateProtocol

/// Bytes as what a client writes to the server. The stream is read three
/// ways — whole, and in pieces split at points drawn from the input itself,
/// and byte by byte — and the events (bodies, framing errors, the end) must
/// be the same. Every message decoded must survive being framed, serialized
/// and read again unchanged.
enum FuzzTarget {
    static func test(_ bytes: [UInt8]) {
        let whole = events(bytes, pieces: [bytes.count])
        invariant(events(bytes, pieces: pieceLengths(bytes)) == whole, "splitting the stream changed its events")
        if bytes.count <= 512 {
            invariant(events(bytes, pieces: Array(repeating: 1, count: bytes.count)) == whole, "byte by byte changed the events")
        }
        for case .message(let message) in whole {
            let again = events(message.framedBytes, pieces: [message.framedBytes.count])
            invariant(again == [.message(message)], "\(message) read back as \(again)")
        }
    }

    /// The events of a stream fed to a `MessageReader` in pieces of these lengths.
    static func events(_ bytes: [UInt8], pieces: [Int]) -> [IncomingEvent] {
        var reader = MessageReader()
        var events: [IncomingEvent] = []
        var start = 0
        for length in pieces where start < bytes.count {
            let end = min(bytes.count, start + length)
            events += reader.read(bytes[start..<end])
            start = end
        }
        events += reader.read(bytes[start...])
        return events + reader.finish()
    }

    /// Piece lengths from the input's own bytes (1 to 64 each), so the
    /// fuzzer steers the split points as it steers the content.
    static func pieceLengths(_ bytes: [UInt8]) -> [Int] {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        return bytes.map { byte in
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
            return Int(hash >> 58) + 1
        }
    }

    /// Each protocol fixture as one stream: its client messages framed, and
    /// its raw byte lines as written.
    static func writeSeeds(_ writer: inout SeedWriter) {
        for file in writer.files(under: "protocol-fixtures", endingWith: ".lsp") {
            var stream: [UInt8] = []
            let text = String(decoding: writer.contents(file), as: UTF8.self)
            for line in text.split(separator: "\n") {
                if line.hasPrefix("--> "), var object = json(line.dropFirst(4)) as? [String: Any] {
                    object["jsonrpc"] = "2.0"
                    if let body = try? JSONSerialization.data(withJSONObject: object) {
                        stream += MessageFrameEncoder.frame(Array(body))
                    }
                } else if line.hasPrefix("==> "), let raw = json(line.dropFirst(4)) as? String {
                    stream += Array(raw.utf8)
                }
            }
            writer.write(stream)
        }
    }

    static func json(_ text: Substring) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}
