import Foundation
import LaminateProtocol
import Testing

/// Hostile input never crashes the server, and it keeps answering valid
/// requests after each kind. Every case runs in-process and through the
/// real `laminate lsp` executable.
struct RobustnessTests {
    enum Mode: String, CaseIterable, CustomStringConvertible {
        case inProcess, overPipes
        var description: String { rawValue }
    }

    static func frame(_ json: String) -> [UInt8] { MessageFrameEncoder.frame(Array(json.utf8)) }

    static let initialize = frame(#"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"capabilities":{}}}"#)

    /// A request that must be answered with MethodNotFound.
    static func probe(_ id: Int) -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"laminate/probe"}"#)
    }

    static let shutdownAndExit =
        frame(#"{"jsonrpc":"2.0","id":"bye","method":"shutdown"}"#)
        + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)

    static func replay(_ input: [UInt8], _ mode: Mode) async throws -> Transcript? {
        switch mode {
        case .inProcess:
            return await InProcessReplay.run(input)
        case .overPipes:
            guard let executable = PipeReplay.executable else {
                print("skipping over pipes: the laminate executable was not found next to the tests")
                return nil
            }
            return try PipeReplay.run(input, executable: executable)
        }
    }

    /// The ids of the responses in a transcript, and whether each is an error.
    static func answeredIDs(_ transcript: Transcript) -> Set<JSONValue> {
        Set(transcript.messages.compactMap { $0["method"] == nil ? $0["id"] : nil })
    }

    static func expectAlive(_ transcript: Transcript, probes: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(transcript.outputProblems.isEmpty, "\(transcript.outputProblems)", sourceLocation: sourceLocation)
        let answered = answeredIDs(transcript)
        for id in probes {
            #expect(answered.contains(.integer(id)), "probe \(id) was not answered", sourceLocation: sourceLocation)
        }
        #expect(answered.contains("bye"), "shutdown was not answered", sourceLocation: sourceLocation)
        #expect(transcript.exitCode == 0, sourceLocation: sourceLocation)
    }

    @Test(arguments: Mode.allCases)
    func randomBytes(mode: Mode) async throws {
        var generator = SplitMix64(seed: 0xBAD)
        var input = Self.initialize
        var probes: [Int] = []
        for round in 0..<20 {
            let count = 1 + Int(generator.next() % 4000)
            input += (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            // A blank line ends whatever header the noise started.
            input += Array("\r\n\r\n".utf8)
            input += Self.probe(round)
            probes.append(round)
        }
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        // Noise may swallow a probe that follows it directly (it cannot know
        // where the noise ends), but most get through and the server lives.
        let answered = Self.answeredIDs(transcript)
        #expect(probes.filter { answered.contains(.integer($0)) }.count >= probes.count / 2)
        #expect(answered.contains("bye"))
        #expect(transcript.outputProblems.isEmpty)
        #expect(transcript.exitCode == 0)
    }

    @Test(arguments: Mode.allCases)
    func truncatedFrames(mode: Mode) async throws {
        var input = Self.initialize
        // A body shorter than its Content-Length swallows the start of the
        // next frame; the server answers ParseError and resynchronises.
        input += Array("Content-Length: 120\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":".utf8)
        input += Self.probe(1)
        input += Self.probe(2)
        input += Self.probe(3)
        input += Array("Content-Length: 10\r\n\r\n{".utf8)
        input += Array(repeating: UInt8(ascii: " "), count: 9)
        input += Self.probe(4)
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: [3, 4])
    }

    @Test(arguments: Mode.allCases)
    func truncatedAtEndOfInput(mode: Mode) async throws {
        let input = Self.initialize + Self.probe(1) + Array("Content-Length: 500\r\n\r\n{\"jsonrpc\"".utf8)
        guard let transcript = try await Self.replay(input, mode) else { return }
        #expect(Self.answeredIDs(transcript).contains(.integer(1)))
        #expect(transcript.exitCode == 1)
        #expect(transcript.outputProblems.isEmpty)
    }

    @Test(arguments: Mode.allCases)
    func fourGigabyteContentLength(mode: Mode) async throws {
        var input = Self.initialize
        input += Array("Content-Length: 4294967296\r\n\r\n".utf8)
        input += [UInt8](repeating: UInt8(ascii: "x"), count: 2 << 20)
        input += Self.probe(1)
        input += Array("Content-Length: 18446744073709551616\r\n\r\n{}".utf8)
        input += Self.probe(2)
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: [1, 2])
    }

    @Test(arguments: Mode.allCases)
    func tenThousandOpenDocuments(mode: Mode) async throws {
        var input = Self.initialize
        for index in 0..<10_000 {
            input += Self.frame(
                ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///many/doc\##(index).md","languageId":"markdown","version":1,"text":"# Document \##(index) 😀\n"}}}"##
            )
        }
        input += Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///many/doc9999.md"}}}"#)
        input += Self.probe(2)
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: [1, 2])
        let answer = transcript.messages.first { $0["id"] == .integer(1) }
        #expect(answer?["result"]?["text"] == "# Document 9999 😀\n")
    }

    @Test(arguments: Mode.allCases)
    func deeplyNestedJSON(mode: Mode) async throws {
        let deep = String(repeating: "[", count: 200_000)
        let input = Self.initialize + Self.frame(deep) + Self.probe(1) + Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: [1])
    }
}
