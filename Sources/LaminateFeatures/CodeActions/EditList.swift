import LaminateAttributes
import LaminateDialect

/// Edits being gathered for one action: kept sorted, and merged where they
/// touch (an insertion at the start of a deletion), since LSP forbids
/// overlapping edits and leaves the order of touching ones unclear.
struct EditList {
    private(set) var edits: [SourceEdit] = []

    mutating func insert(_ text: String, at offset: Int) {
        add(SourceEdit(range: ByteRange(offset, offset), replacement: text))
    }

    mutating func delete(_ range: ByteRange) {
        add(SourceEdit(range: range, replacement: ""))
    }

    mutating func replace(_ range: ByteRange, with text: String) {
        add(SourceEdit(range: range, replacement: text))
    }

    /// Adds an edit; false (and nothing added) when it overlaps one already there.
    /// Edits usually come in document order, which costs a comparison each;
    /// otherwise a binary search finds the place, so marking 50,000
    /// occurrences stays linear-logarithmic.
    @discardableResult
    mutating func add(_ edit: SourceEdit) -> Bool {
        // After every edit that starts earlier or at the same place, so that
        // two insertions at one offset keep the order they were added in.
        var low = 0
        var high = edits.count
        if let last = edits.last, (last.range.start, last.range.end) <= (edit.range.start, edit.range.end) {
            low = high
        }
        while low < high {
            let middle = (low + high) / 2
            if (edits[middle].range.start, edits[middle].range.end) <= (edit.range.start, edit.range.end) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low > 0, overlaps(edits[low - 1].range, edit.range) { return false }
        if low < edits.count, overlaps(edits[low].range, edit.range) { return false }
        edits.insert(edit, at: low)
        return true
    }

    private func overlaps(_ a: ByteRange, _ b: ByteRange) -> Bool {
        a.start < b.end && b.start < a.end
    }

    /// The edits with touching ones joined, in document order.
    var merged: [SourceEdit] {
        var result: [SourceEdit] = []
        for edit in edits {
            if let last = result.last, last.range.end == edit.range.start {
                result[result.count - 1] = SourceEdit(
                    range: ByteRange(last.range.start, edit.range.end),
                    replacement: last.replacement + edit.replacement)
            } else {
                result.append(edit)
            }
        }
        return result
    }
}

extension Array where Element == UInt8 {
    /// These bytes with `edits` (sorted, not overlapping) applied.
    func applying(_ edits: [SourceEdit]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        var offset = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            let start = Swift.min(Swift.max(edit.range.start, offset), count)
            result.append(contentsOf: self[offset..<start])
            result.append(contentsOf: edit.replacement.utf8)
            offset = Swift.max(start, Swift.min(edit.range.end, count))
        }
        result.append(contentsOf: self[offset...])
        return result
    }
}
