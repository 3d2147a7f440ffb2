import Foundation

/// What `laminate check` prints, written to standard output `pieceSize` at a time
/// as it is joined, so that the whole output is never held twice (as one
/// string and again as the `Data` written).
struct CheckOutput {
    private var buffer: [UInt8] = []
    static let pieceSize = 1 << 16

    init() { buffer.reserveCapacity(Self.pieceSize + Self.pieceSize / 4) }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.pieceSize { flush() }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.pieceSize { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
