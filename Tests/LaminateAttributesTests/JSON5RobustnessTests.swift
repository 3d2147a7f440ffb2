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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(50_000_000)
        bytes.append(contentsOf: "big: \"".utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: 25_000_000))
        bytes.append(contentsOf: "\", list: [".utf8)
        // Elements of 50 bytes keep the count of values (and the debug-build time) modest.
        let element = Array(("'" + String(repeating: "y", count: 46) + "',").utf8)
        let count = (50_000_000 - bytes.count) / element.count + 1
        bytes.append(contentsOf: repeatElement(element, count: count).joined())
        bytes.append(UInt8(ascii: "]"))
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
