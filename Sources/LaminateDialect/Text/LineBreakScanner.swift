/// Finds the next line break (LF or CR) in a text eight bytes at a time.
///
/// Every byte of a document is looked at to split it into lines (the
/// block phase, the line index, `laminate check`'s columns); most lines are
/// tens of bytes long, so one comparison per word instead of two per byte
/// makes that pass several times cheaper.
public enum LineBreakScanner {
    /// The offset of the first LF or CR at or after `start`, or
    /// `bytes.count` when there is none.
    public static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var index = max(0, start)
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = zeroBytes(word ^ lineFeeds) | zeroBytes(word ^ carriageReturns)
                // The lowest flag marks the first match (a false flag can
                // only follow a true one, from the borrow): bytes are in
                // little-endian order, the first byte lowest.
                if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
                index &+= 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        return count
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lineFeeds: UInt64 = ones &* 0x0A
    private static let carriageReturns: UInt64 = ones &* 0x0D

    /// The high bit of each byte of `word` that is zero set (and possibly
    /// of bytes above a zero byte), every other bit clear.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & 0x8080_8080_8080_8080
    }
}
