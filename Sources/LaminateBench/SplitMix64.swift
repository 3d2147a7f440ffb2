/// A tiny seeded pseudo-random number generator (Steele, Lea and Flood's
/// SplitMix64).
///
/// The generator is our own, and it deliberately does not conform to
/// `RandomNumberGenerator`: the standard library's `random(in:using:)` and
/// `randomElement(using:)` may change how they consume random bits between
/// toolchains, and a benchmark document must be byte-for-byte the same for the
/// same size and seed on every machine and every Swift version.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (Lemire's multiply-shift; the tiny bias does not
    /// matter for text generation). Returns 0 when `bound` is not positive.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range` (inclusive).
    mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound &+ below(range.upperBound &- range.lowerBound &+ 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array (the first when it is empty is not
    /// possible: callers pass the vocabulary's constant, non-empty tables).
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
