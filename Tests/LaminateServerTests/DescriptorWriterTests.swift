import Foundation
import LaminateProtocol
import Testing

@testable import LaminateServer

/// Output written on threads of their own: what happens when nobody reads
/// it, in process over pipes with small limits (`FaultsFromOutsideTests`
/// does the same through the real executable with the real ones).
@Suite(.serialized)
struct DescriptorWriterTests {
    /// A pipe: (read end, write end).
    static func pipe() throws -> (Int32, Int32) {
        var descriptors: [Int32] = [0, 0]
        guard Foundation.pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        return (descriptors[0], descriptors[1])
    }

    /// Everything the read end holds now (it is read without blocking).
    static func drain(_ descriptor: Int32) -> [UInt8] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return condition()
    }

    /// A client that leaves more than the limit unread is given up on: the
    /// output fails once, saying why, and the incoming stream ends.
    @Test func outputLeftUnreadPastTheLimitEndsTheConnection() async throws {
        let (input, clientEnd) = try Self.pipe()
        let (outputRead, output) = try Self.pipe()
        defer { for descriptor in [input, clientEnd, output] { close(descriptor) } }
        let connection = StdioConnection(inputDescriptor: input, outputDescriptor: output, maximumUnsentBytes: 200_000)
        let big = JSONValue.string(String(repeating: "x", count: 50_000))
        for id in 0..<20 { connection.send(.response(id: .integer(id), outcome: .result(big))) }
        #expect(connection.outputFailure?.contains("more would pass the limit of 200,000") == true)
        var events = 0
        for await _ in connection.incoming { events += 1 }
        #expect(events == 0)
        #expect(!connection.finishOutput(within: 0.1), "the write in progress still waits for a reader")
        // The writing thread is still in `write` on `output`: closing the
        // read end ends that write (EPIPE), and only then may `output` be
        // closed. Closed earlier, its number could be taken meanwhile by a
        // pipe another test opens, and the rest of the message written
        // there (a `laminate --version` run by another test once printed
        // it before the version).
        close(outputRead)
        #expect(connection.finishOutput(within: 30))
    }

    /// Within the limit nothing is lost: once the client reads, every
    /// message arrives, whole and in order.
    @Test func outputWithinTheLimitArrivesInOrder() throws {
        let (input, clientEnd) = try Self.pipe()
        let (outputRead, output) = try Self.pipe()
        defer { for descriptor in [input, clientEnd, outputRead, output] { close(descriptor) } }
        let connection = StdioConnection(inputDescriptor: input, outputDescriptor: output, maximumUnsentBytes: 10_000_000)
        let text = JSONValue.string(String(repeating: "y", count: 10_000))
        for id in 0..<100 { connection.send(.response(id: .integer(id), outcome: .result(text))) }
        var reader = MessageReader()
        var ids: [Int] = []
        #expect(
            Self.waitUntil {
                for event in reader.read(Self.drain(outputRead)) {
                    if case .message(.response(.integer(let id)?, .result(text))) = event { ids.append(id) }
                }
                return ids.count == 100
            })
        #expect(ids == Array(0..<100))
        #expect(connection.finishOutput(within: 10))
        #expect(connection.outputFailure == nil)
    }

    /// A frame written a piece at a time goes out whole, between the
    /// messages sent before and after it, however slowly it is read.
    @Test func streamedFramesArriveWholeAndInOrder() throws {
        let (input, clientEnd) = try Self.pipe()
        let (outputRead, output) = try Self.pipe()
        defer { for descriptor in [input, clientEnd, outputRead, output] { close(descriptor) } }
        let connection = StdioConnection(inputDescriptor: input, outputDescriptor: output, maximumUnsentBytes: 100_000_000)
        let data = (0..<300_000).map { UInt32($0 % 1_000) }
        for id in 0..<6 {
            if id.isMultiple(of: 2) {
                connection.send(
                    streamed: LSPSemanticTokens.framedResponse(id: .integer(id), resultId: "\(id)") { body in
                        for value in data { body(value) }
                    })
            } else {
                connection.send(.response(id: .integer(id), outcome: .result("small")))
            }
        }
        var reader = MessageReader()
        var answers: [Int: JSONValue] = [:]
        var order: [Int] = []
        #expect(
            Self.waitUntil {
                for event in reader.read(Self.drain(outputRead)) {
                    if case .message(.response(.integer(let id)?, .result(let result))) = event {
                        answers[id] = result
                        order.append(id)
                    }
                }
                return order.count == 6
            })
        #expect(order == Array(0..<6))
        let expected = try JSONValue(encoding: LSPSemanticTokens(resultId: "0", data: data))
        #expect(answers[0] == expected)
        #expect(answers[1] == "small")
        #expect(answers[4]?["data"] == expected["data"])
        #expect(connection.finishOutput(within: 10))
        #expect(connection.outputFailure == nil)
    }

    /// Log lines that do not fit while nobody reads are dropped and
    /// counted; the count goes out with the next line that fits.
    @Test func logLinesPastTheLimitAreDroppedAndCounted() throws {
        let (errorRead, errorWrite) = try Self.pipe()
        defer {
            close(errorRead)
            close(errorWrite)
        }
        // Fill the pipe so the writer blocks, then queue more than fits.
        var filler = [UInt8](repeating: UInt8(ascii: "."), count: 65_536)
        _ = fcntl(errorWrite, F_SETFL, fcntl(errorWrite, F_GETFL) | O_NONBLOCK)
        while filler.withUnsafeBytes({ write(errorWrite, $0.baseAddress, $0.count) }) > 0 {}
        _ = fcntl(errorWrite, F_SETFL, fcntl(errorWrite, F_GETFL) & ~O_NONBLOCK)
        filler = []
        let sink = BackgroundLogSink(descriptor: errorWrite, capacity: 1_000)
        for number in 0..<100 { sink.write("line \(number) of the log, long enough") }
        var text = ""
        #expect(
            Self.waitUntil {
                text += String(decoding: Self.drain(errorRead).filter { $0 != UInt8(ascii: ".") }, as: UTF8.self)
                return text.contains("line 0 ")
            })
        sink.write("the next line")
        #expect(
            Self.waitUntil {
                text += String(decoding: Self.drain(errorRead), as: UTF8.self)
                return text.contains("the next line")
            })
        let written = text.split(separator: "\n").filter { $0.hasPrefix("line ") }.count
        #expect(written > 0 && written < 100)
        #expect(text.contains("laminate: \(100 - written) log lines dropped (standard error was not read)\nthe next line"))
    }
}
