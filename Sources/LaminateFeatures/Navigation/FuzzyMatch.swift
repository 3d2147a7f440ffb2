/// Fuzzy matching of a query against a name, as editors' symbol pickers
/// do it (VS Code's, fzf's): the query's characters must appear in the name
/// in order, case ignored; a match scores higher the more of it is
/// consecutive and starts words, the smaller its gaps, and the shorter the
/// name. Of the ways a query can match, the best is scored (`sc` in
/// `Sauce chaude` matches the `c` that starts `chaude`, not the one in
/// `Sauce`).
///
/// Built for a pass over every symbol of a large workspace: the query is
/// folded once; a name is first only checked (left to right, no copy,
/// on its UTF-8 bytes when the query is ASCII), and scored only when it
/// matches, by dynamic programming over its first `scoredUnits` units in
/// buffers on the stack.
public struct FuzzyMatch: Sendable {
    /// The query folded, as scalar values.
    private let query: [UInt32]
    /// An ASCII query is matched on a name's UTF-8 bytes: no byte of a
    /// character outside ASCII can equal one of its characters, so the
    /// bytes match exactly where the scalars would, and cost far less to read.
    private let isASCII: Bool

    /// A name is scored on this much of it; past it, a match counts as
    /// plain matches without bonuses.
    static let scoredUnits = 256

    static let matchScore = 16
    static let consecutiveBonus = 24
    static let wordStartBonus = 20
    static let nameStartBonus = 28
    static let gapPenalty = 2

    public init(_ query: String) {
        self.query = query.lowercased().unicodeScalars.filter { $0 != " " }.map(\.value)
        isASCII = self.query.allSatisfy { $0 < 0x80 }
    }

    /// Whether every name matches (an empty query asks for every symbol).
    public var isEmpty: Bool { query.isEmpty }

    /// The score of `name`, or nil when the query is not a subsequence of it.
    public func score(_ name: String) -> Int? {
        guard !query.isEmpty else { return 0 }
        if isASCII {
            // A native string's bytes are read in place; others (bridged) through their view.
            if let score = name.utf8.withContiguousStorageIfAvailable({ bytes in
                self.score(bytes.lazy.map { Self.foldASCII(UInt32($0)) }, length: bytes.count)
            }) {
                return score
            }
            return score(name.utf8.lazy.map { Self.foldASCII(UInt32($0)) }, length: name.utf8.count)
        }
        return score(name.unicodeScalars.lazy.map(Self.fold), length: name.unicodeScalars.count)
    }

    private func score(_ units: some Collection<UInt32>, length: Int) -> Int? {
        guard matches(units) else { return nil }
        let best = bestScore(units) ?? query.count * Self.matchScore
        return best - min(length, 63) / 4
    }

    /// The query's characters in order, each at its first place.
    private func matches(_ units: some Collection<UInt32>) -> Bool {
        var next = 0
        for unit in units where unit == query[next] {
            next &+= 1
            if next == query.count { return true }
        }
        return false
    }

    /// The best way to match: `here[j]` is the best score with the query's
    /// `j`th character at this unit, `previous[j]` at the one before,
    /// `before[j]` at any earlier one, less the gaps since.
    private func bestScore(_ units: some Collection<UInt32>) -> Int? {
        let count = query.count
        let none = Int.min / 4
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count) { buffer -> Int? in
            buffer.initialize(repeating: none)
            let before = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            var previous = UnsafeMutableBufferPointer(rebasing: buffer[count..<(2 * count)])
            var here = UnsafeMutableBufferPointer(rebasing: buffer[(2 * count)...])
            var best = none
            var last: UInt32 = 0x20
            var position = 0
            for unit in units {
                guard position < Self.scoredUnits else { break }
                let bonus =
                    Self.matchScore
                    + (position == 0 ? Self.nameStartBonus : Self.startsWord(after: last) ? Self.wordStartBonus : 0)
                for j in 0..<count {
                    guard unit == query[j] else {
                        here[j] = none
                        continue
                    }
                    here[j] = j == 0 ? bonus : max(previous[j - 1] + Self.consecutiveBonus, before[j - 1]) + bonus
                }
                // `before` now covers every unit up to the previous one; this one joins it next round.
                for j in 0..<count {
                    before[j] = max(before[j], previous[j]) - Self.gapPenalty
                }
                best = max(best, here[count - 1])
                swap(&previous, &here)
                last = unit
                position &+= 1
            }
            return best > none / 2 ? best : nil
        }
    }

    private static func foldASCII(_ value: UInt32) -> UInt32 {
        value >= 0x41 && value <= 0x5A ? value | 0x20 : value
    }

    private static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        if scalar.isASCII { return foldASCII(scalar.value) }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
    }

    /// A word starts after a space or punctuation. (Folded units have no
    /// case left, so `fooBar` is one word here.)
    private static func startsWord(after previous: UInt32) -> Bool {
        switch previous {
        case 0x20, 0x2D, 0x5F, 0x2F, 0x2E, 0x28, 0x5B, 0x3A, 0x23, 0x09: true  // space - _ / . ( [ : # tab
        default: false
        }
    }
}
