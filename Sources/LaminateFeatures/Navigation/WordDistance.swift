/// The optimal string alignment distance (insertions, deletions, changes
/// and swaps of neighbours, as `Suggestions.editDistance` counts them) from
/// one word to many others, a word of up to 64 scalars held as bits: each
/// scalar of the other word costs a few operations on a 64-bit word
/// instead of a row of cells (Hyyrö's bit-vector algorithm, after Myers).
/// What a "did you mean" query measures its candidates with: the word is
/// the same for all of them, so its bits are made once.
struct WordDistance {
    /// The word's length in scalars (at most 64).
    let count: Int
    /// For each ASCII scalar, the word's positions holding it (bit i: scalar i).
    private var asciiMasks = [UInt64](repeating: 0, count: 128)
    /// The same for the others.
    private var otherMasks: [UInt32: UInt64] = [:]

    /// Nil for a word longer than 64 scalars (measure it with `Suggestions.editDistance`).
    init?(_ scalars: [Unicode.Scalar]) {
        guard scalars.count <= 64 else { return nil }
        count = scalars.count
        for (position, scalar) in scalars.enumerated() {
            let bit = UInt64(1) << UInt64(position)
            if scalar.value < 128 {
                asciiMasks[Int(scalar.value)] |= bit
            } else {
                otherMasks[scalar.value, default: 0] |= bit
            }
        }
    }

    private func mask(of scalar: Unicode.Scalar) -> UInt64 {
        scalar.value < 128 ? asciiMasks[Int(scalar.value)] : otherMasks[scalar.value] ?? 0
    }

    /// The distance from the word to `other`, or `limit + 1` when it is more than `limit`.
    func distance(to other: ArraySlice<Unicode.Scalar>, limit: Int) -> Int {
        if abs(count - other.count) > limit { return limit + 1 }
        if count == 0 || other.isEmpty { return min(max(count, other.count), limit + 1) }
        // Column by column of the distance matrix, its vertical differences
        // as bits: `positive`/`negative` where a cell is one more/less than the one above.
        var positive = UInt64.max
        var negative: UInt64 = 0
        var diagonalZero: UInt64 = 0
        var previousMatches: UInt64 = 0
        var distance = count
        let last = UInt64(1) << UInt64(count - 1)
        var remaining = other.count
        for scalar in other {
            remaining -= 1
            let matches = mask(of: scalar)
            let swapped = ((~diagonalZero & matches) << 1) & previousMatches
            diagonalZero = (((matches & positive) &+ positive) ^ positive) | matches | negative | swapped
            var horizontalPositive = negative | ~(diagonalZero | positive)
            var horizontalNegative = diagonalZero & positive
            if horizontalPositive & last != 0 { distance += 1 }
            if horizontalNegative & last != 0 { distance -= 1 }
            // The last row falls by at most one a column: past the limit for good.
            if distance - remaining > limit { return limit + 1 }
            horizontalPositive = (horizontalPositive << 1) | 1
            horizontalNegative = horizontalNegative << 1
            positive = horizontalNegative | ~(diagonalZero | horizontalPositive)
            negative = horizontalPositive & diagonalZero
            previousMatches = matches
        }
        return distance <= limit ? distance : limit + 1
    }
}
