import Testing

@testable import LaminateProtocol

struct JSONParserTests {
    @Test func parsesAndSerializesRoundTrip() throws {
        let text = #"{"a":[1,-2,3.5,1e3,true,false,null],"b":"é\n😀\"\\","c":{}}"#
        let value = try JSONParser.parse(text)
        #expect(value["a"] == [1, -2, .double(3.5), .double(1000), true, false, .null])
        #expect(value["b"] == .string("é\n😀\"\\"))
        #expect(try JSONParser.parse(JSONSerializer.serialize(value)) == value)
    }

    @Test func surrogatePairEscapes() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSONParser.parse(#""\ud83d""#) == .string("\u{FFFD}"))
    }

    @Test(arguments: ["", "{", "{]", "[1,]", "01", "\"\u{1}\"", "nul", "1.", "{\"a\" 1}", "[1] 2", "\"\\x\""])
    func rejectsInvalidJSON(text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func deepNestingIsRejectedNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    }

    @Test func bigIntegersBecomeDoubles() throws {
        let value = try JSONParser.parse("123456789012345678901234567890")
        #expect(value == .double(1.2345678901234568e29))
    }
}
