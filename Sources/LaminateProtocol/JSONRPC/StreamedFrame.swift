/// A framed message written in pieces, for answers too large to hold whole:
/// a document's semantic tokens are more JSON than the document.
///
/// Its length is known when it is made (the header needs it); its bytes are
/// made only as it is written, into one buffer of `pieceCapacity` that is
/// handed to the writer and refilled once written, so the answer never
/// exists whole. Gathered in one array an answer that large came from an
/// arena that kept its pages after it was written (glibc serves arrays
/// below its raised mmap threshold there), resident for as long as the
/// server ran. `joined` gives the same bytes as one array.
public struct StreamedFrame: Sendable {
    /// The framed message's length, header included.
    public let count: Int
    private let produce: @Sendable (inout FramePieceWriter) -> Void

    /// The size of each piece (the last may be shorter, one holding a
    /// long string longer).
    public static let pieceCapacity = 64 * 1024

    /// A frame of `count` bytes that `produce` writes, in order, the same
    /// bytes each time it is called.
    public init(count: Int, produce: @escaping @Sendable (inout FramePieceWriter) -> Void) {
        self.count = count
        self.produce = produce
    }

    /// Hands each piece to `emit`, in order; a piece is only valid during the call.
    public func forEachPiece(capacity: Int = StreamedFrame.pieceCapacity, _ emit: ([UInt8]) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var writer = FramePieceWriter(capacity: capacity, emit: emit)
            produce(&writer)
            writer.flush()
        }
    }

    /// The whole frame as one array (tests, and connections without a descriptor).
    public var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        forEachPiece { bytes.append(contentsOf: $0) }
        assert(bytes.count == count, "a streamed frame is as long as it said")
        return bytes
    }
}

/// Where a `StreamedFrame` writes: append to `buffer`, and call
/// `flushIfFull` between values, so each piece is written before the next
/// is made.
public struct FramePieceWriter {
    public var buffer: [UInt8]
    private let capacity: Int
    private let emit: ([UInt8]) -> Void

    init(capacity: Int, emit: @escaping ([UInt8]) -> Void) {
        self.capacity = capacity
        self.emit = emit
        buffer = []
        buffer.reserveCapacity(capacity)
    }

    /// Hands the buffer over once it is nearly full. The margin fits any
    /// one integer with its comma, so a buffer of integers never grows.
    public mutating func flushIfFull() {
        if buffer.count >= capacity - 24 { flush() }
    }

    /// Hands over what the buffer holds, keeping its storage for the next piece.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        emit(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
