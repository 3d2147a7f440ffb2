import LaminateAttributes
import Testing

/// No input makes the reader trap, recurse without bound or take more than
/// linear time.
@Suite struct JSON5RobustnessTests {
    @Test func tenThousandNestedArraysAreRejectedAtTheLimit() throws {
        let depth = 10_000
        let bytes = Array(("a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        guard case .failure(let error) = JSON5Reader.readAttributeList(bytes) else {
            Issue.record("10,000 nested arrays were accepted")
            return
        }
        #expect(error.message.contains("deeper than 512"))
        // The top-level object is level 1, so the 512th array is one too many.
        #expect(error.range.start == 3 + 511)
    }

    @Test func nestingUpToTheLimitIsAccepted() {
        let depth = 511
        let bytes = Array(("a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        #expect((try? JSON5Reader.readAttributeList(bytes).get()) != nil)
    }

    @Test func fiftyMegabyteListIsRead() throws {
        // Built with the standard library's own repetition: a byte-by-byte loop
        // would take longer in a debug build than reading the list does.
        let element = "'" + String(repeating: "y", count: 46) + "',"
        let count = 25_000_000 / element.utf8.count
        let text = "big: \"" + String(repeating: "x", count: 25_000_000) + "\", list: [" + String(repeating: element, count: count) + "]"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 50_000_000)
        let value = try JSON5Reader.readAttributeList(bytes).get()
        #expect(value.objectValue?["big"]?.value.stringValue?.utf8.count == 25_000_000)
        #expect(value.objectValue?["list"]?.value.arrayValue?.count == count)
    }

    @Test func randomBytesNeverTrap() {
        var random = SeededRandom(seed: 7)
        let alphabet: [UInt8] = Array("{}[]:,'\"\\/*ux0123456789eE+-.INaftrnl \n".utf8) + [0x00, 0x80, 0xA0, 0xC3, 0xE2, 0xF0, 0xFF]
        for _ in 0..<20_000 {
            let length = random.below(40)
            let bytes = (0..<length).map { _ in random.chance(50) ? random.pick(alphabet) : UInt8(truncatingIfNeeded: random.next()) }
            _ = JSON5Reader.readAttributeList(bytes)
            _ = JSON5Reader.readDocument(bytes)
        }
    }

    @Test func errorRangesStayInsideTheInput() {
        var generator = AttributeListGenerator(seed: 99)
        for _ in 0..<5_000 {
            let bytes = generator.mutate(generator.attributeList())
            if case .failure(let error) = JSON5Reader.readAttributeList(bytes) {
                #expect(error.range.start >= 0 && error.range.end <= bytes.count)
            }
        }
    }
}
