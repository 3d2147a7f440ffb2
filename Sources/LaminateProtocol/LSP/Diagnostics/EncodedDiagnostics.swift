/// A `textDocument/publishDiagnostics` notification written diagnostic by
/// diagnostic, remembering where each one's bytes are, so that the next
/// version's notification can copy the diagnostics an edit did not touch
/// instead of converting and writing them again (a keystroke changes one
/// or two of a document's hundreds of problems).
///
/// The bytes are those of `PublishDiagnosticsNotification.Params.framedNotification`.
/// A diagnostic's bytes name the document's version (in its `data`, for
/// its fixes); a copy names the new one.
public struct EncodedDiagnostics: Sendable {
    /// Where one diagnostic is in `body`, and the digits of its version.
    struct Piece: Sendable {
        var bytes: Range<Int>
        /// Empty at the end when it names no version.
        var version: Range<Int>
    }

    /// The notification's body, unframed.
    private var body: [UInt8]
    private var pieces: [Piece] = []
    private var isFinished = false

    /// Starts a notification; `expected` is how many diagnostics it will
    /// have (for the buffer's first size).
    public init(expected: Int) {
        body = []
        body.reserveCapacity(256 + expected * 400)
        body.append(contentsOf: #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":["#.utf8)
    }

    /// Writes `diagnostic` next.
    public mutating func append(_ diagnostic: LSPDiagnostic) {
        precondition(!isFinished, "the notification is finished")
        if !pieces.isEmpty { body.append(UInt8(ascii: ",")) }
        let start = body.count
        var version: Range<Int>?
        diagnostic.write(into: &body, versionDigits: &version)
        pieces.append(Piece(bytes: start..<body.count, version: version ?? body.count..<body.count))
    }

    /// Lines moved by an edit: every line from `first` on is `delta` lines later.
    public struct LineShift: Sendable {
        public var first: Int
        public var delta: Int

        public init(first: Int, delta: Int) {
            self.first = first
            self.delta = delta
        }
    }

    /// Writes the `index`th diagnostic of `earlier` next, naming `version`
    /// where it named its own version, and each position on a line that
    /// `lines` moves on that line's new number: the bytes `append` writes
    /// for that diagnostic in this notification when its positions are
    /// otherwise the same.
    public mutating func append(_ index: Int, of earlier: EncodedDiagnostics, version: Int?, lines: LineShift? = nil) {
        precondition(!isFinished, "the notification is finished")
        if !pieces.isEmpty { body.append(UInt8(ascii: ",")) }
        let piece = earlier.pieces[index]
        // What changes in the copy: the version's digits, and the line of
        // each position the edit moved. Only positions have a "line" key,
        // and inside a string its quotes would be escaped.
        var replaced: [(range: Range<Int>, value: Int, isVersion: Bool)] = []
        if let version, !piece.version.isEmpty { replaced.append((piece.version, version, true)) }
        if let lines, lines.delta != 0 {
            for (range, line) in Self.lineNumbers(in: earlier.body, piece.bytes) where line >= lines.first {
                replaced.append((range, line + lines.delta, false))
            }
            replaced.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        let start = body.count
        var version = body.count..<body.count
        var copied = piece.bytes.lowerBound
        for replacement in replaced {
            body.append(contentsOf: earlier.body[copied..<replacement.range.lowerBound])
            let digits = body.count
            JSONSerializer.writeInteger(replacement.value, into: &body)
            if replacement.isVersion { version = digits..<body.count }
            copied = replacement.range.upperBound
        }
        body.append(contentsOf: earlier.body[copied..<piece.bytes.upperBound])
        pieces.append(Piece(bytes: start..<body.count, version: version))
    }

    /// The digits of each `"line":` number in `body[range]`, and their value.
    private static func lineNumbers(in body: [UInt8], _ range: Range<Int>) -> [(Range<Int>, Int)] {
        let key = Array(#""line":"#.utf8)
        var found: [(Range<Int>, Int)] = []
        var index = range.lowerBound
        while index + key.count < range.upperBound {
            guard body[index] == key[0], body[index..<(index + key.count)].elementsEqual(key) else {
                index += 1
                continue
            }
            let digits = index + key.count
            var end = digits
            var value = 0
            while end < range.upperBound, body[end] >= UInt8(ascii: "0"), body[end] <= UInt8(ascii: "9") {
                value = value &* 10 &+ Int(body[end] &- UInt8(ascii: "0"))
                end += 1
            }
            if end > digits { found.append((digits..<end, value)) }
            index = end
        }
        return found
    }

    /// Ends the notification; returns it framed.
    public mutating func finish(uri: DocumentURI, version: Int?) -> [UInt8] {
        precondition(!isFinished, "the notification is finished")
        isFinished = true
        body.append(contentsOf: #"],"uri":"#.utf8)
        JSONSerializer.writeString(uri.string, into: &body)
        if let version {
            body.append(contentsOf: #","version":"#.utf8)
            JSONSerializer.writeInteger(version, into: &body)
        }
        body.append(contentsOf: "}}".utf8)
        return MessageFrameEncoder.frame(body)
    }
}
