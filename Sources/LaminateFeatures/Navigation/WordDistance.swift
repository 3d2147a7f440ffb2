/// The optimal string alignment distance (insertions, deletions, changes
/// and swaps of neighbours, as `Suggestions.editDistance` counts them) from
/// one word to many others, a word of up to 64 scalars held as bits: each
/// scalar of the other word costs a few operations on a 64-bit word
/// instead of a row of cells (Hyyrö's bit-vector algorithm, after Myers).
/// What a "did you mean" query measures its candidates with: the word is
/// the same for all of them, so its bits are made once, in buffers a
/// query's scratch keeps from word to word (`set(_:)`).
struct WordDistance: Sendable {
    /// The word's length in scalars (at most 64).
    private(set) var count = 0
    /// For each ASCII scalar, the word's positions holding it (bit i: scalar i).
    private var asciiMasks = [UInt64](repeating: 0, count: 128)
    /// The ASCII scalars the word holds (the masks to clear for the next word).
    private var asciiHeld: [UInt8] = []
    /// The others, each with its positions.
    private var otherScalars: [UInt32] = []
    private var otherMasks: [UInt64] = []

    /// Nil for a word longer than 64 scalars (measure it with `Suggestions.editDistance`).
    init?(_ scalars: [Unicode.Scalar]) {
        guard set(scalars) else { return nil }
    }

    /// An empty word, to `set(_:)` later.
    init() {}

    /// Makes this the distance from `scalars`, reusing the buffers; false
    /// (and the empty word) for a word longer than 64 scalars.
    mutating func set(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        for scalar in asciiHeld { asciiMasks[Int(scalar)] = 0 }
        asciiHeld.removeAll(keepingCapacity: true)
        otherScalars.removeAll(keepingCapacity: true)
        otherMasks.removeAll(keepingCapacity: true)
        count = 0
        guard scalars.count <= 64 else { return false }
        count = scalars.count
        for (position, scalar) in scalars.enumerated() {
            let bit = UInt64(1) << UInt64(position)
            if scalar.value < 128 {
                if asciiMasks[Int(scalar.value)] == 0 { asciiHeld.append(UInt8(scalar.value)) }
                asciiMasks[Int(scalar.value)] |= bit
            } else if let held = otherScalars.firstIndex(of: scalar.value) {
                otherMasks[held] |= bit
            } else {
                otherScalars.append(scalar.value)
                otherMasks.append(bit)
            }
        }
        return true
    }

    private func mask(of scalar: Unicode.Scalar) -> UInt64 {
        if scalar.value < 128 { return asciiMasks[Int(scalar.value)] }
        guard let held = otherScalars.firstIndex(of: scalar.value) else { return 0 }
        return otherMasks[held]
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
