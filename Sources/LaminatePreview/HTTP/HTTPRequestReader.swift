/// Reads a request head from bytes as they arrive, a pure state machine the
/// connection feeds: nothing here does I/O, so it is tested with heads split
/// at every byte. It holds at most `limit` bytes, so a client cannot make it
/// grow by sending headers forever.
public struct HTTPRequestReader: Sendable {
    public enum State: Equatable, Sendable {
        case incomplete
        case complete(HTTPRequestHead)
        /// The head is longer than the limit (answered 431).
        case tooLarge
        /// Not an HTTP/1.x request head (answered 400).
        case malformed
    }

    public static let defaultLimit = 8 * 1024

    public let limit: Int
    private var buffer: [UInt8] = []

    public init(limit: Int = HTTPRequestReader.defaultLimit) {
        self.limit = limit
    }

    /// Adds bytes; once the state is not `.incomplete`, further bytes change nothing.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> State {
        buffer.append(contentsOf: bytes)
        guard let end = Self.endOfHead(in: buffer) else {
            return buffer.count > limit ? .tooLarge : .incomplete
        }
        guard end <= limit else { return .tooLarge }
        return Self.parse(buffer[..<end]).map(State.complete) ?? .malformed
    }

    /// The index just past the blank line ending the head. A bare `\n` line
    /// end is accepted, as RFC 9112 §2.2 allows a recipient to.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    static func parse(_ head: ArraySlice<UInt8>) -> HTTPRequestHead? {
        // Header values may hold only visible ASCII, spaces and tabs here:
        // the preview needs no more, and control bytes are a sign of an attack.
        guard head.allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || (32...126).contains($0) }) else { return nil }
        // Split on bytes: as `Character`s, "\r\n" is one grapheme, not a "\n".
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
            .map { Substring(String(decoding: $0, as: UTF8.self)) }
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/"),
            requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0"
        else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            // No obsolete line folding (RFC 9112 §5.2 lets a server reject it)
            // and no space before the colon (§5.1 requires rejecting it).
            guard let colon = line.firstIndex(of: ":"), line.first != " ", line.first != "\t" else { return nil }
            let name = line[..<colon]
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else { return nil }
            let value = line[line.index(after: colon)...].trimmingSpacesAndTabs()
            headers.append((name: name.lowercased(), value: String(value)))
        }
        return HTTPRequestHead(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
    }
}

extension Substring {
    func trimmingSpacesAndTabs() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
