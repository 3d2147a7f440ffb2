import Testing

@testable import LaminatePreview

struct ServerSentEventTests {
    static func text(_ data: String) -> String {
        String(decoding: ServerSentEvent.message(id: 7, data: data), as: UTF8.self)
    }

    @Test func everyLineHasItsOwnDataField() {
        #expect(Self.text("<p>a</p>\n<p>b</p>\n") == "id: 7\ndata: <p>a</p>\ndata: <p>b</p>\ndata: \n\n")
    }

    @Test func carriageReturnsEndLinesToo() {
        #expect(Self.text("a\r\nb\rc") == "id: 7\ndata: a\ndata: b\ndata: c\n\n")
    }
}
