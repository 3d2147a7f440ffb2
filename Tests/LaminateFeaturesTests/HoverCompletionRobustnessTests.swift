import LaminateDialect
import LaminateFeatures
import Testing

/// Hover and completion at every offset of random documents built from the
/// pieces that matter to them never trap, and their ranges stay inside the text.
@Suite struct HoverCompletionRobustnessTests {
    static let pieces = [
        "^[", "](", ")", "]", "[", "(", ":", ",", "\"", "'", "{", "}", "\\", " ", "\n", "\n\n", "> ", "- ",
        "`", "*", "**", "~~", "| ", "ingredient", "kern", "font", "morphology", "1", "😀", "バ", "ש",
        "e\u{301}", "^[x]: ", "#",
    ]

    @Test(arguments: 0..<40) func randomDocuments(seed: Int) {
        var random = HoverFuzzGenerator(seed: UInt64(seed))
        var text = ""
        for _ in 0..<Int.random(in: 5...60, using: &random) { text += Self.pieces.randomElement(using: &random) ?? "" }
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        let count = text.utf8.count
        for offset in 0...count {
            if let hover = Hover.hover(at: offset, in: analysis) {
                #expect(hover.range.end <= count, "hover range past the end in \(text.debugDescription)")
            }
            for suggestion in Completion.suggestions(at: offset, in: analysis, format: .snippet) ?? [] {
                #expect(
                    suggestion.range.start <= offset && offset <= suggestion.range.end && suggestion.range.end <= count,
                    "completion range \(suggestion.range) at \(offset) in \(text.debugDescription)")
            }
        }
    }
}

/// SplitMix64: a small deterministic generator, so failures reproduce.
struct HoverFuzzGenerator: RandomNumberGenerator {
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
