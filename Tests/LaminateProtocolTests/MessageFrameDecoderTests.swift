import Dispatch
import Foundation
import Synchronization
import Testing

@testable import LaminateProtocol

/// The framing state machine: split at every byte, back to back, bad headers.
struct MessageFrameDecoderTests {
    static func frame(_ body: String) -> [UInt8] { MessageFrameEncoder.frame(Array(body.utf8)) }

    /// Feeds `chunks` one after another and collects every event.
    static func events(_ chunks: [[UInt8]]) -> [MessageFrameDecoder.Event] {
        var decoder = MessageFrameDecoder()
        var events: [MessageFrameDecoder.Event] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let event = decoder.nextEvent() { events.append(event) }
        }
        if let last = decoder.finish() { events.append(last) }
        return events
    }

    static func bodies(_ events: [MessageFrameDecoder.Event]) -> [String] {
        events.compactMap { event in
            if case .body(let body) = event { return String(decoding: body, as: UTF8.self) }
            return nil
        }
    }

    /// Framing errors and refused bodies alike.
    static func errorCount(_ events: [MessageFrameDecoder.Event]) -> Int {
        events.filter {
            switch $0 {
            case .framingError, .oversizedBody: true
            case .body: false
            }
        }.count
    }

    @Test func backToBackMessagesSplitAtEveryByte() {
        let stream = Self.frame("{\"a\":1}") + Self.frame("{\"b\":\"😀\"}") + Self.frame("")
        for split in 0...stream.count {
            let events = Self.events([Array(stream[..<split]), Array(stream[split...])])
            #expect(Self.bodies(events) == ["{\"a\":1}", "{\"b\":\"😀\"}", ""], "split at \(split)")
            #expect(Self.errorCount(events) == 0)
        }
    }

    /// Messages larger than the capacity the decoder keeps once they are
    /// consumed (it frees or shrinks its buffer after them), read in pieces
    /// that end exactly at a message's end, inside the next one, or inside a header.
    @Test(arguments: [65_536, 1_000_003, 4_194_304])
    func largeMessagesAmongSmallOnes(pieceSize: Int) {
        let large = "{\"text\":\"" + String(repeating: "é", count: 1_200_000) + "\"}"
        let larger = "[" + String(repeating: "1,", count: 1_500_000) + "2]"
        let expected = ["{}", large, "{\"b\":2}", larger, large, "{\"c\":3}"]
        let stream = expected.flatMap(Self.frame)
        var pieces: [[UInt8]] = []
        var start = 0
        while start < stream.count {
            pieces.append(Array(stream[start..<min(stream.count, start + pieceSize)]))
            start += pieceSize
        }
        let events = Self.events(pieces)
        #expect(Self.bodies(events) == expected)
        #expect(Self.errorCount(events) == 0)
        // The message boundary as the last byte of a read.
        let first = Self.frame(large)
        #expect(Self.bodies(Self.events([first, Self.frame("{}")])) == [large, "{}"])
    }

    /// A buffer grown past the retained capacity by messages read in one
    /// piece (each under the length read on its own), then drained to
    /// empty by a header whose body comes in the next read, over and over
    /// on several threads at once. ThreadSanitizer (the CI runs this suite
    /// under it) caught the drained buffer being remade through the empty
    /// array storage that every thread shares.
    @Test func drainedLargeBuffersOnManyThreads() {
        let padding = String(repeating: "x", count: MessageFrameDecoder.directBodyLength - 100)
        let messages = (0..<20).map { "{\"n\":\($0),\"pad\":\"\(padding)\"}" }
        let first = messages.flatMap(Self.frame) + Array("Content-Length: 2\r\n\r\n".utf8)
        #expect(first.count > MessageFrameDecoder.retainedCapacity)
        // Threads of their own, not a dispatch queue's: a queue's workers
        // synchronize in ways that hid the race from ThreadSanitizer.
        let threads = 4
        let rounds = 50
        let bodyCounts = Mutex([Int]())
        let finished = DispatchGroup()
        for _ in 0..<threads {
            finished.enter()
            Thread {
                var decoder = MessageFrameDecoder()
                var bodyCount = 0
                for _ in 0..<rounds {
                    decoder.append(first)
                    while decoder.nextEvent() != nil { bodyCount += 1 }
                    decoder.append(Array("{}".utf8))  // remakes the drained buffer
                    if case .body(let body) = decoder.nextEvent(), body == Array("{}".utf8) { bodyCount += 1 }
                }
                bodyCounts.withLock { $0.append(bodyCount) }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(bodyCounts.withLock { $0 } == [Int](repeating: (messages.count + 1) * rounds, count: threads))
    }

    /// Bodies just under, at and over the length read into an array of
    /// their own, split right after the header, inside the body, at its
    /// last byte and inside the next message's header.
    @Test(arguments: [
        MessageFrameDecoder.directBodyLength - 1, MessageFrameDecoder.directBodyLength,
        MessageFrameDecoder.directBodyLength + 1,
    ])
    func bodiesAroundTheDirectLength(length: Int) {
        let body = "[\"" + String(repeating: "x", count: length - 4) + "\"]"
        let header = Self.frame(body).count - body.utf8.count
        let stream = Self.frame(body) + Self.frame("{}") + Self.frame(body)
        for split in [
            header, header + 1, header + length / 2, header + length - 1, header + length,
            header + length + 3,
        ] {
            let events = Self.events([Array(stream[..<split]), Array(stream[split...])])
            #expect(Self.bodies(events) == [body, "{}", body], "split at \(split)")
            #expect(Self.errorCount(events) == 0)
        }
        #expect(Self.bodies(Self.events(Self.pieces(of: stream, size: 4_096))) == [body, "{}", body])
    }

    /// A large body cut short says how far it got, and a message after the
    /// end of input is not invented.
    @Test func truncatedLargeBodyIsReportedAtEnd() {
        let body = String(repeating: "y", count: 200_000)
        let stream = Array(Self.frame(body).dropLast(10))
        let events = Self.events(Self.pieces(of: stream, size: 65_536))
        #expect(events == [.framingError("input ended 199990 bytes into a 200000-byte message body")])
    }

    static func pieces(of stream: [UInt8], size: Int) -> [[UInt8]] {
        stride(from: 0, to: stream.count, by: size).map { Array(stream[$0..<min(stream.count, $0 + size)]) }
    }

    @Test func oneByteAtATime() {
        let stream = Self.frame("{\"x\":[1,2,3]}") + Self.frame("{}")
        let events = Self.events(stream.map { [$0] })
        #expect(Self.bodies(events) == ["{\"x\":[1,2,3]}", "{}"])
    }

    @Test(arguments: [
        "Content-Length: abc\r\n\r\n{}",
        "Content-Length: -1\r\n\r\n",
        "Content-Length: 4294967296\r\n\r\n{}",
        "Content-Length: 99999999999999999999999999999\r\n\r\n",
        "Content-Type: text/plain\r\n\r\n{}",
        "no colon here\r\nContent-Length: 2\r\n\r\n{}",
        "\u{0}\u{1}\u{2}garbage without newlines",
    ])
    func badHeaderIsReportedAndTheNextMessageRead(bad: String) {
        let stream = Array(bad.utf8) + Self.frame("{\"next\":true}")
        for split in [0, 1, stream.count / 2, stream.count] {
            let events = Self.events([Array(stream[..<split]), Array(stream[split...])])
            // The bad part may hide a later valid header ("no colon here" does),
            // but the message after it is always read.
            #expect(Self.bodies(events).last == "{\"next\":true}", "\(bad.debugDescription) split at \(split)")
            #expect(Self.errorCount(events) >= 1)
        }
    }

    /// A body over the limit is refused, not merely logged: its sender is
    /// told (the reader turns it into an error answered with id null).
    @Test(arguments: ["Content-Length: 67108865\r\n\r\n", "Content-Length: 4294967296\r\n\r\n{}"])
    func oversizedBodyIsRefusedNamingTheLimit(header: String) {
        let events = Self.events([Array(header.utf8) + Self.frame("{}")])
        guard case .oversizedBody(let message) = events.first else {
            Issue.record("expected a refused body, got \(events)")
            return
        }
        #expect(message.contains("67108864 bytes (64 MiB)"))
        #expect(Self.bodies(events) == ["{}"])
        var reader = MessageReader()
        let incoming = reader.read(Array(header.utf8))
        #expect(incoming == [.invalid(InvalidMessage(kind: .request(id: nil), error: .invalidRequest(message)))])
    }

    @Test func aBodyOfExactlyTheLimitIsAccepted() {
        var decoder = MessageFrameDecoder()
        decoder.append(Array("Content-Length: \(MessageFrameDecoder.maximumContentLength)\r\n\r\n".utf8))
        #expect(decoder.nextEvent() == nil)
    }

    @Test func contentTypeAndHeaderCaseAreTolerated() {
        let stream = Array("content-LENGTH:2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        #expect(Self.bodies(Self.events([stream])) == ["{}"])
    }

    @Test func bareNewlinesAreTolerated() {
        #expect(Self.bodies(Self.events([Array("Content-Length: 2\n\n{}".utf8)])) == ["{}"])
    }

    @Test func overlongHeaderIsRefusedWithoutWaitingForever() {
        let header = Array("X-Long: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 20_000)
        let stream = header + Array("\r\n\r\n".utf8) + Self.frame("{}")
        let events = Self.events([stream])
        #expect(Self.bodies(events) == ["{}"])
        #expect(Self.errorCount(events) >= 1)
    }

    @Test func truncatedFrameIsReportedAtEnd() {
        let stream = Self.frame("{\"long\":true}").dropLast(3)
        let events = Self.events([Array(stream)])
        #expect(Self.bodies(events).isEmpty)
        #expect(Self.errorCount(events) == 1)
    }

    @Test func hugeClaimedLengthAllocatesNothing() {
        var decoder = MessageFrameDecoder()
        decoder.append(Array("Content-Length: 67108865\r\n\r\n".utf8))
        #expect(decoder.nextEvent() != nil)
        decoder.append([UInt8](repeating: 0x41, count: 1_000_000))
        #expect(decoder.nextEvent() == nil)
        decoder.append(Self.frame("{}"))
        #expect(decoder.nextEvent() == .body(Array("{}".utf8)))
    }

    @Test func randomBytesNeverTrapAndFramingRecovers() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<200 {
            let count = Int(generator.next() % 300)
            var noise = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if round % 3 == 0 { noise += Array("Content-Length: 1\r\n\r\n".utf8) }
            // Finish any claimed body so the next real header is visible.
            let stream = noise + Array("\r\n\r\n".utf8) + Self.frame("{\"after\":1}")
            let events = Self.events([stream])
            _ = events
        }
    }
}

/// A small deterministic random number generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
