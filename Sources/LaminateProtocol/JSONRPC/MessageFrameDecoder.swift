/// Splits a byte stream into JSON-RPC message bodies using the base
/// protocol's `Content-Length` headers.
///
/// A pure state machine: feed it bytes as they arrive with `append`, then
/// take events with `nextEvent` until it returns nil. It never blocks,
/// never allocates the size a header claims before that body's bytes
/// arrive, and after a bad header resynchronises on the next
/// `Content-Length` it finds, so one broken frame costs one frame.
///
/// A large body (the `didOpen` of a large document) is read into an array
/// of exactly its size, reserved when its first bytes arrive, and handed
/// over as it is: gathered in the shared buffer it would grow that buffer
/// by doubling (leaving a larger buffer, and a smaller one freed on the
/// way) and then be copied out of it, three copies of the document at once.
public struct MessageFrameDecoder: Sendable {
    /// Bodies larger than this are refused (and skipped) without reading them
    /// into memory.
    public static let maximumContentLength = 64 * 1024 * 1024
    /// A header block longer than this is garbage, not a header.
    public static let maximumHeaderLength = 8 * 1024

    /// What the decoder found in the stream.
    public enum Event: Hashable, Sendable {
        /// A complete message body (not yet checked to be JSON).
        case body([UInt8])
        /// A problem with the framing; the decoder has already skipped past it.
        case framingError(String)
        /// A header whose `Content-Length` is over the limit: its body is
        /// skipped unread, as after any bad header, but its sender waits
        /// for an answer, so the message says what was refused and why.
        case oversizedBody(String)
    }

    private enum State: Sendable {
        case readingHeader
        case readingBody(contentLength: Int)
        /// Reading a body of at least `directBodyLength` bytes straight
        /// into `largeBody`, reserved to its exact size.
        case readingLargeBody(contentLength: Int)
        /// Discarding bytes until the next `Content-Length` header.
        case resynchronizing
    }

    private var buffer: [UInt8] = []
    /// Bytes before `start` are consumed.
    private var start = 0
    private var state = State.readingHeader
    /// The large body being read; empty in every other state.
    private var largeBody: [UInt8] = []

    /// Bodies at least this long are read into an array of their own.
    static let directBodyLength = 64 * 1024

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        guard case .readingLargeBody(let contentLength) = state else {
            compact()
            buffer.append(contentsOf: bytes)
            return
        }
        let appended: Void? = bytes.withContiguousStorageIfAvailable { bytes in
            appendToLargeBody(bytes, contentLength: contentLength)
        }
        if appended == nil {
            Array(bytes).withUnsafeBufferPointer { appendToLargeBody($0, contentLength: contentLength) }
        }
    }

    /// The bytes up to the body's end go into it; any after it (the next
    /// message) into the shared buffer, which is empty while a large body
    /// is read.
    private mutating func appendToLargeBody(_ bytes: UnsafeBufferPointer<UInt8>, contentLength: Int) {
        let taken = min(bytes.count, contentLength - largeBody.count)
        largeBody.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<taken]))
        if taken < bytes.count {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[taken...]))
        }
    }

    /// The next complete event, or nil when more bytes are needed.
    public mutating func nextEvent() -> Event? {
        while true {
            switch state {
            case .readingHeader:
                guard let result = readHeader() else { return nil }
                switch result {
                case .success(let contentLength):
                    state = .readingBody(contentLength: contentLength)
                case .failure(let problem):
                    state = .resynchronizing
                    return problem.isOverLimit ? .oversizedBody(problem.message) : .framingError(problem.message)
                }
            case .readingBody(let contentLength):
                guard buffer.count - start >= contentLength else {
                    // Only once its first bytes are here: a header alone
                    // reserves nothing.
                    if contentLength >= Self.directBodyLength, buffer.count > start { startLargeBody(contentLength) }
                    return nil
                }
                let body = Array(buffer[start..<(start + contentLength)])
                start += contentLength
                state = .readingHeader
                if start == buffer.count { releaseLargeBuffer() }
                return .body(body)
            case .readingLargeBody(let contentLength):
                guard largeBody.count == contentLength else { return nil }
                // Handed over, not copied: the decoder keeps no reference.
                var body: [UInt8] = []
                swap(&body, &largeBody)
                state = .readingHeader
                return .body(body)
            case .resynchronizing:
                guard resynchronize() else { return nil }
                state = .readingHeader
            }
        }
    }

    /// Reports what is left when the stream has ended: a truncated message,
    /// or nil when the stream ended between messages.
    public mutating func finish() -> Event? {
        defer {
            buffer = []
            start = 0
            state = .readingHeader
        }
        switch state {
        case .readingBody(let contentLength):
            return .framingError("input ended \(buffer.count - start) bytes into a \(contentLength)-byte message body")
        case .readingLargeBody(let contentLength):
            defer { largeBody = [] }
            return .framingError("input ended \(largeBody.count) bytes into a \(contentLength)-byte message body")
        case .readingHeader where buffer[start...].contains(where: { !Self.isWhitespace($0) }):
            return .framingError("input ended inside a message header")
        default:
            return nil
        }
    }

    // MARK: - Header

    private struct HeaderProblem: Error {
        var message: String
        var isOverLimit = false
    }

    /// Parses a complete header block at `start`, or returns nil when it is
    /// not complete yet. On success `start` moves past the block; on failure
    /// it moves one byte past the block's first byte, ready to resynchronise.
    private mutating func readHeader() -> Result<Int, HeaderProblem>? {
        // Blank lines between messages are tolerated.
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
        let blockStart = start
        var lineStart = start
        var contentLength: Int?
        var problem: HeaderProblem?
        while true {
            guard let newline = buffer[lineStart...].firstIndex(of: 0x0A) else {
                if buffer.count - blockStart > Self.maximumHeaderLength {
                    start = blockStart + 1
                    return .failure(
                        HeaderProblem(message: "header longer than \(Self.maximumHeaderLength) bytes; skipping to the next Content-Length"))
                }
                return nil
            }
            var lineEnd = newline
            if lineEnd > lineStart, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if lineEnd == lineStart {
                // The blank line that ends the block.
                if let problem {
                    start = blockStart + 1
                    return .failure(problem)
                }
                guard let contentLength else {
                    start = blockStart + 1
                    return .failure(HeaderProblem(message: "header without Content-Length"))
                }
                start = newline + 1
                return .success(contentLength)
            }
            if newline - blockStart > Self.maximumHeaderLength {
                start = blockStart + 1
                return .failure(HeaderProblem(message: "header longer than \(Self.maximumHeaderLength) bytes; skipping to the next Content-Length"))
            }
            if problem == nil {
                switch Self.parseHeaderLine(buffer[lineStart..<lineEnd]) {
                case .contentLength(let value): contentLength = value
                case .ignored: break
                case .invalid(let message): problem = HeaderProblem(message: message)
                case .overLimit(let message): problem = HeaderProblem(message: message, isOverLimit: true)
                }
            }
            lineStart = newline + 1
        }
    }

    private enum HeaderLine {
        case contentLength(Int)
        case ignored
        case invalid(String)
        case overLimit(String)
    }

    private static func parseHeaderLine(_ line: ArraySlice<UInt8>) -> HeaderLine {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .invalid("malformed header line \(quoted(line))")
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
        let value = line[(colon + 1)...].drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed()
        switch name {
        case "content-length":
            guard !value.isEmpty, value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .invalid("malformed Content-Length \(quoted(line[(colon + 1)...]))")
            }
            // Parse without overflow: anything past the limit is refused anyway.
            var length = 0
            for digit in value {
                length = length * 10 + Int(digit - UInt8(ascii: "0"))
                if length > maximumContentLength {
                    return .overLimit(
                        "message refused unread: its Content-Length \(String(decoding: value, as: UTF8.self)) "
                            + "exceeds the limit of \(maximumContentLength) bytes (64 MiB)")
                }
            }
            return .contentLength(length)
        default:
            // Content-Type and anything else is tolerated.
            return .ignored
        }
    }

    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return "\"\(text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\""
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    // MARK: - Resynchronising

    private static let headerName = Array("content-length".utf8)

    /// Skips to the next `Content-Length` (any case). Returns false, keeping
    /// only a possible partial match, when none is buffered yet.
    private mutating func resynchronize() -> Bool {
        let name = Self.headerName
        var index = start
        while index + name.count <= buffer.count {
            if Self.matchesHeaderName(at: index, in: buffer) {
                start = index
                return true
            }
            index += 1
        }
        // Keep the last few bytes in case the name is split across reads.
        start = max(start, buffer.count - (name.count - 1))
        compact()
        return false
    }

    private static func matchesHeaderName(at index: Int, in buffer: [UInt8]) -> Bool {
        for (offset, expected) in headerName.enumerated() {
            var byte = buffer[index + offset]
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != expected { return false }
        }
        return true
    }

    /// Drops consumed bytes once they are the larger part of the buffer.
    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
            if buffer.capacity > Self.retainedCapacity, buffer.count < buffer.capacity / 4 {
                // An empty buffer becomes `[]`: made uninitialized, an empty
                // array is the storage all empty arrays share, and writing
                // its count races with other threads doing the same.
                buffer =
                    buffer.isEmpty
                    ? []
                    : Array(unsafeUninitializedCapacity: buffer.count) { copy, count in
                        count = copy.initialize(fromContentsOf: buffer)
                    }
            }
        }
    }

    /// The most buffer capacity kept once its bytes are consumed. A large
    /// `didOpen` grows the buffer past the document's size, which
    /// `removeFirst` would keep for as long as the server runs.
    static let retainedCapacity = 1 << 20

    /// Moves the buffered start of a large body into an array reserved to
    /// its size, where the rest of it will be appended.
    private mutating func startLargeBody(_ contentLength: Int) {
        largeBody.reserveCapacity(contentLength)
        largeBody.append(contentsOf: buffer[start...])
        start = buffer.count
        state = .readingLargeBody(contentLength: contentLength)
        compact()
        releaseLargeBuffer()
    }

    /// Frees a drained buffer that a large message left large.
    private mutating func releaseLargeBuffer() {
        guard buffer.capacity > Self.retainedCapacity else { return }
        buffer = []
        start = 0
    }
}
