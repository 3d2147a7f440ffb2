/// SplitMix64: a tiny deterministic generator, so generated tests are the
/// same on every run and every machine.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
