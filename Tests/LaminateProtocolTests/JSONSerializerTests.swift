import Testing

@testable import LaminateProtocol

/// The exact text the serializer writes: compact, keys in code point order,
/// the escapes JSON requires and no others.
struct JSONSerializerTests {
    @Test(arguments: [
        (JSONValue.integer(0), "0"),
        (.integer(-7), "-7"),
        (.integer(1_234_567_890), "1234567890"),
        (.integer(Int.max), "9223372036854775807"),
        (.integer(Int.min), "-9223372036854775808"),
        (.string(""), #""""#),
        (.string("plain ASCII"), #""plain ASCII""#),
        (.string("a\"b\\c\nd\re\tf\u{1}g\u{1F}"), #""a\"b\\c\nd\re\tf\u0001g\u001f""#),
        (.string("é😀עברית/"), "\"é😀עברית/\""),
        (.object(["b": 1, "a": 2, "B": 3, "é": 4, "ab": 5]), #"{"B":3,"a":2,"ab":5,"b":1,"é":4}"#),
        (.array([.null, true, false, .double(1.5), [:], []]), "[null,true,false,1.5,{},[]]"),
    ])
    func writes(value: JSONValue, text: String) {
        #expect(String(decoding: JSONSerializer.serialize(value), as: UTF8.self) == text)
    }
}
