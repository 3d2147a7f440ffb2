import LaminatePreview
import Testing

struct HTTPRequestReaderTests {
    static let request = "GET /abc/events HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept:  text/event-stream \r\n\r\n"

    static func read(_ text: String, limit: Int = HTTPRequestReader.defaultLimit) -> HTTPRequestReader.State {
        var reader = HTTPRequestReader(limit: limit)
        return reader.append(Array(text.utf8))
    }

    @Test func readsTheRequestLineAndHeaders() {
        let expected = HTTPRequestHead(
            method: "GET", target: "/abc/events",
            headers: [
                (name: "host", value: "127.0.0.1:8080"), (name: "accept", value: "text/event-stream"),
            ])
        #expect(Self.read(Self.request) == .complete(expected))
    }

    @Test func theSameHeadWhereverTheBytesAreSplit() {
        let bytes = Array(Self.request.utf8)
        let whole = Self.read(Self.request)
        for split in 1..<bytes.count {
            var reader = HTTPRequestReader()
            let first = reader.append(bytes[..<split])
            #expect(first == .incomplete, "split at \(split)")
            #expect(reader.append(bytes[split...]) == whole, "split at \(split)")
        }
    }

    @Test func bareLineFeedsAreAccepted() {
        guard case .complete(let head) = Self.read("GET / HTTP/1.1\nHost: x\n\n") else {
            Issue.record("not read")
            return
        }
        #expect(head.onlyValue(of: "host") == "x")
    }

    @Test func aHeadOverTheLimitIsTooLargeBeforeItEnds() {
        var reader = HTTPRequestReader(limit: 100)
        #expect(reader.append(Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 200)).utf8)) == .tooLarge)
        #expect(Self.read("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 200) + "\r\n\r\n", limit: 100) == .tooLarge)
    }

    @Test(arguments: [
        "GET /\r\n\r\n",
        "GET / HTTP/2\r\n\r\n",
        "GET relative HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nNo colon\r\n\r\n",
        "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\u{1}\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: é\r\n\r\n",
    ])
    func malformedHeads(text: String) {
        #expect(Self.read(text) == .malformed)
    }

    @Test func aRepeatedHeaderHasNoOnlyValue() {
        guard case .complete(let head) = Self.read("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n") else {
            Issue.record("not read")
            return
        }
        #expect(head.onlyValue(of: "host") == nil)
    }
}
