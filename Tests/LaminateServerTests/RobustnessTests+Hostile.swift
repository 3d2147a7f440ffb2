import Foundation
import LaminateProtocol
import Testing

/// More hostile input, in process and through the real `laminate lsp`:
/// headers that are garbage between good messages, bodies that are not
/// UTF-8, and pathological documents through every request.
extension RobustnessTests {
    static func request(_ id: Int, _ method: String, _ params: String) -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    }

    static func open(_ uri: String, _ text: String) -> [UInt8] {
        let document = JSONValue.object(["uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(text)])
        return frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":\#(document)}}"#)
    }

    @Test(arguments: Mode.allCases)
    func garbageHeadersBetweenMessages(mode: Mode) async throws {
        let garbage = [
            "X-Unknown: yes\r\n\r\n",
            "Content-Length: -5\r\n\r\n",
            "Content-Length: abc\r\n\r\n",
            "Content-Length: 5\r\nContent-Length: 7\r\n\r\n{}{}{}{",
            "no colon here\r\n\r\n",
            "Content-Length:\r\n\r\n",
            "Content-Length: 2\nContent-Type: x\n\n{}",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n",
            "\r\n\r\n\r\n",
            String(repeating: "H", count: 300_000) + "\r\n\r\n",
            "Content-Length: 0\r\n\r\n",
            "Content-Length: 4\r\n\r\n\u{FEFF}{}",
            "Content-Length: 9\r\n\r\n\"string\"",
            "Content-Length: 2\r\n\r\n[]",
        ]
        var input = Self.initialize
        for (index, piece) in garbage.enumerated() {
            input += Array(piece.utf8)
            input += Self.probe(index)
        }
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        // A header may swallow the probe right after it; most get through.
        let answered = Self.answeredIDs(transcript)
        #expect(garbage.indices.filter { answered.contains(.integer($0)) }.count >= garbage.count - 4, "\(answered)")
        #expect(answered.contains("bye"))
        #expect(transcript.outputProblems.isEmpty)
        #expect(transcript.exitCode == 0)
    }

    @Test(arguments: Mode.allCases)
    func bodiesThatAreNotUTF8(mode: Mode) async throws {
        var input = Self.initialize
        // A didOpen whose text holds invalid UTF-8, lone surrogates escaped, and NUL.
        for body in [
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///bad.md","languageId":"markdown","version":1,"text":"a "#
                    .utf8)
                + [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80] + Array(#" \ud800 \u0000 ^[x](kern: 1)"}}}"#.utf8),
            [0xFE, 0xFF] + Array(#"{"jsonrpc":"2.0","id":"x","method":"laminate/probe"}"#.utf8),
            Array(#"{"jsonrpc":"2.0","id":"y\#u{0}","method":"#.utf8) + [0xC3],
        ] {
            input += MessageFrameEncoder.frame(body)
        }
        input += Self.request(1, "laminate/documentText", #"{"textDocument":{"uri":"file:///bad.md"}}"#)
        input += Self.request(2, "textDocument/semanticTokens/full", #"{"textDocument":{"uri":"file:///bad.md"}}"#)
        input += Self.request(3, "textDocument/hover", #"{"textDocument":{"uri":"file:///bad.md"},"position":{"line":0,"character":4}}"#)
        input += Self.probe(4)
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: [1, 2, 3, 4])
    }

    /// Pathological documents (scaled down from the feature suite's sizes)
    /// through every request, end to end.
    @Test(arguments: Mode.allCases)
    func pathologicalDocumentsThroughEveryRequest(mode: Mode) async throws {
        let documents = [
            String(repeating: ">", count: 20_000) + " deep ^[x](kern: 1)\n",
            String(repeating: "- ", count: 10_000) + "item\n",
            String(repeating: "^[", count: 3_000) + "x" + String(repeating: "](kern: 1)", count: 3_000),
            "^[x](kern: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + ")",
            String(repeating: "|a", count: 3_000) + "|\n" + String(repeating: "|-", count: 3_000) + "|\n",
            "a\0b\r^[\u{FEFF}](foregroundColor: 'red')\r\r",
        ]
        var input = Self.initialize
        var probes: [Int] = []
        for (index, text) in documents.enumerated() {
            let uri = "file:///pathological/\(index).md"
            input += Self.open(uri, text)
            let document = #"{"textDocument":{"uri":"\#(uri)"}"#
            let position = #","position":{"line":0,"character":\#(text.utf16.count / 2)}}"#
            let base = index * 10
            input += Self.request(base, "textDocument/semanticTokens/full", document + "}")
            input += Self.request(base + 1, "textDocument/hover", document + position)
            input += Self.request(base + 2, "textDocument/completion", document + position)
            input += Self.request(base + 3, "textDocument/documentColor", document + "}")
            input += Self.request(base + 4, "textDocument/diagnostic", document + "}")
            input += Self.request(
                base + 5, "textDocument/semanticTokens/range",
                document + #","range":{"start":{"line":0,"character":0},"end":{"line":9,"character":0}}}"#)
            input += Self.request(
                base + 6, "textDocument/codeAction",
                document + #","range":{"start":{"line":0,"character":1},"end":{"line":0,"character":4}},"context":{"diagnostics":[]}}"#)
            probes += (base...(base + 6))
        }
        input += Self.shutdownAndExit
        guard let transcript = try await Self.replay(input, mode) else { return }
        Self.expectAlive(transcript, probes: probes)
        let errors = transcript.messages.filter { $0["error"] != nil && $0["id"] != nil }
        #expect(errors.isEmpty, "\(errors)")
    }
}
