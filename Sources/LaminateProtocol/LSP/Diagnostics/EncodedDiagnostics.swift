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

    /// Writes the `index`th diagnostic of `earlier` next, naming `version`
    /// where it named its own version: the bytes `append` writes for that
    /// diagnostic in this notification when its positions are the same.
    public mutating func append(_ index: Int, of earlier: EncodedDiagnostics, version: Int?) {
        precondition(!isFinished, "the notification is finished")
        if !pieces.isEmpty { body.append(UInt8(ascii: ",")) }
        let piece = earlier.pieces[index]
        let start = body.count
        guard let version, !piece.version.isEmpty else {
            body.append(contentsOf: earlier.body[piece.bytes])
            pieces.append(Piece(bytes: start..<body.count, version: body.count..<body.count))
            return
        }
        body.append(contentsOf: earlier.body[piece.bytes.lowerBound..<piece.version.lowerBound])
        let digits = body.count
        JSONSerializer.writeInteger(version, into: &body)
        let digitsEnd = body.count
        body.append(contentsOf: earlier.body[piece.version.upperBound..<piece.bytes.upperBound])
        pieces.append(Piece(bytes: start..<body.count, version: digits..<digitsEnd))
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
