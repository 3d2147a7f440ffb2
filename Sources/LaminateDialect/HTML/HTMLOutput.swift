/// Where escaped HTML bytes go: the renderer's own buffer, or a `[UInt8]`
/// for the public escaping functions.
protocol HTMLByteSink: ~Copyable {
    mutating func appendByte(_ byte: UInt8)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: HTMLByteSink where Element == UInt8 {
    mutating func appendByte(_ byte: UInt8) { append(byte) }
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension HTMLByteSink where Self: ~Copyable {
    mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { appendBytes($0) }
    }

    mutating func appendString(_ string: String) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { appendBytes($0) }
        if done == nil { Array(string.utf8).withUnsafeBufferPointer { appendBytes($0) } }
    }
}

/// The renderer's growable output buffer.
///
/// A `[UInt8]` checks on every append that its storage is not shared, and its
/// generic `append(contentsOf:)` costs more than a `memcpy`; the renderer
/// appends hundreds of thousands of short pieces, so it owns plain memory,
/// which no copy can share (the type is not copyable).
struct HTMLOutput: ~Copyable, HTMLByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The last byte of what was drained, while the buffer is empty after it.
    private var lastDrained: UInt8?

    var last: UInt8? { count > 0 ? base[count &- 1] : lastDrained }

    mutating func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: count &+ 1) }
        base[count] = byte
        count &+= 1
    }

    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let needed = count &+ bytes.count
        if needed > capacity { grow(toHold: needed) }
        (base + count).update(from: source, count: bytes.count)
        count = needed
    }

    /// The bytes as a `String` (invalid UTF-8 from the source repaired, as
    /// `String(decoding:as:)` does).
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Hands the bytes so far to `write` and empties the buffer, keeping
    /// its last byte for `last` (what `newlineIfNeeded` reads).
    mutating func drain(into write: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard count > 0 else { return }
        write(UnsafeBufferPointer(start: base, count: count))
        lastDrained = base[count &- 1]
        count = 0
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity = newCapacity > Int.max / 2 ? needed : newCapacity &* 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
