import Foundation
import LaminateAppStrings
import LaminateDialect
import Testing

/// Reading only the edited string again (`ContainerScan.rescan`) gives
/// exactly what reading the whole container gives, after seeded random
/// edits to every scan fixture: typing inside strings (letters, quotes,
/// backslashes, `%`, `\(`, emoji), deleting, and edits across strings and
/// outside them, each applied to the previous version, half of them with
/// the edit given as an editor gives it.
struct ContainerRescanTests {
    static var names: [String] {
        Fixtures.names(in: "Scan", extensions: ["xcstrings", "strings", "swift"]).filter { !$0.hasPrefix("Utf16") }
    }

    static let insertions = ["e", "😀", "\"", "\\", "\\n", "%", "%lld", "\\(x)", "^[", "](k: 1)", " ", "漢", "#", "\n"]

    @Test(arguments: names)
    func rescanEqualsScan(name: String) throws {
        let kind = try #require(ContainerKind(path: name))
        var bytes = Array(try Data(contentsOf: Fixtures.url("Scan").appendingPathComponent(name)))
        var scan = ContainerScan.scan(bytes, as: kind)
        var random = SeededRandom(seed: 15)
        var fastEdits = 0
        for step in 0..<400 {
            var edited = bytes
            // Mostly inside a string's content, where the fast path applies.
            let offset: Int
            if let string = scan.strings.randomElement(using: &random), step % 5 != 0 {
                let content = string.text.contentStart
                offset = Int.random(in: content...max(content, string.literalRange.end - 2), using: &random)
            } else {
                offset = Int.random(in: 0...edited.count, using: &random)
            }
            let change: TextChange
            if Bool.random(using: &random) || edited.isEmpty {
                let insertion = Array(Self.insertions.randomElement(using: &random)!.utf8)
                edited.insert(contentsOf: insertion, at: min(offset, edited.count))
                change = TextChange(oldRange: ByteRange(min(offset, bytes.count), min(offset, bytes.count)), newCount: insertion.count)
            } else {
                let start = min(offset, edited.count - 1)
                let end = min(edited.count, start + Int.random(in: 1...3, using: &random))
                edited.removeSubrange(start..<end)
                change = TextChange(oldRange: ByteRange(start, end), newCount: 0)
            }
            // Half with the change an editor sends, half finding it by comparing the texts.
            let rescanned = ContainerScan.rescan(
                edited, as: kind, previous: scan, previousBytes: bytes, change: step % 2 == 0 ? change : nil)
            let fresh = ContainerScan.scan(edited, as: kind)
            #expect(rescanned == fresh, "step \(step) of \(name): rescanning differs from scanning at \(offset)")
            if rescanned != fresh { return }
            if fresh.failure == nil { fastEdits += 1 }
            bytes = edited
            scan = fresh
        }
        if !name.hasPrefix("Broken") { #expect(fastEdits > 0) }
    }
}

/// SplitMix64: the same edits on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
