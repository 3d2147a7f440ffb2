import Foundation
import LaminateProtocol
import Testing

/// Faults the server cannot prevent, through the real `laminate lsp`: a
/// client that vanishes mid-message or closes the server's output, stops
/// reading its output or its standard error, and files that change under
/// the server. Each time the server ends (exit code 1: no `shutdown`) or
/// carries on, as LSP 3.17 says, without a crash, a hang or a spinning CPU.
@Suite(.serialized)
struct FaultsFromOutsideTests {
    static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}"#
    /// For the tests of output: no diagnostics to compute meanwhile.
    static let initializeWithoutDiagnostics = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#
    static let initialized = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#

    /// A started server that has answered `initialize`; nil (skipping) when
    /// the executable is not built.
    static func startedServer(in directory: URL? = nil) throws -> ServerProcess? {
        guard let executable = PipeReplay.executable else {
            print("skipping: the laminate executable was not found next to the tests")
            return nil
        }
        let server = try ServerProcess(executable, directory: directory)
        server.startReading(.error)
        server.startReading(.output)
        server.send(initialize)
        guard server.waitForAnswer(0) != nil else {
            Issue.record("initialize was not answered")
            return nil
        }
        server.send(initialized)
        return server
    }

    static func request(_ id: Int, _ method: String, _ params: String = "null") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    static func didOpen(_ uri: String, _ text: String) -> String {
        let document: JSONValue = ["uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(text)]
        let params = String(decoding: JSONSerializer.serialize(["textDocument": document]), as: UTF8.self)
        return #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":\#(params)}"#
    }

    static func expectEnded(
        _ server: ServerProcess, within seconds: TimeInterval, status: Int32 = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let exit = server.waitForExit(timeout: seconds) else {
            Issue.record("laminate lsp still runs after \(seconds) s", sourceLocation: sourceLocation)
            return
        }
        #expect(!exit.bySignal, "killed by signal \(exit.status); stderr: \(server.errorText)", sourceLocation: sourceLocation)
        #expect(exit.status == status, "stderr: \(server.errorText)", sourceLocation: sourceLocation)
    }

    /// Whether the process, once done with its work, sits idle: some one
    /// second within `seconds` in which it uses under a tenth of a second
    /// of CPU (a spinning process never has one). Nil where `/proc` cannot
    /// tell.
    static func becomesIdle(_ server: ServerProcess, within seconds: TimeInterval) -> Bool? {
        let deadline = Date().addingTimeInterval(seconds)
        guard var previous = server.cpuSeconds else { return nil }
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 1)
            guard let now = server.cpuSeconds else { return nil }
            if now - previous < 0.1 { return true }
            previous = now
        }
        return false
    }

    // MARK: - The client vanishes

    /// Standard input closes halfway through a message: the fragment is
    /// reported to the client (`window/logMessage`, an error; the output is
    /// still open), not on standard error, and the server ends as at any
    /// end of input.
    @Test func inputClosedMidMessage() throws {
        guard let server = try Self.startedServer() else { return }
        let frame = MessageFrameEncoder.frame(Array(Self.request(1, "laminate/wait", #"{"milliseconds":0}"#).utf8))
        server.write(Array(frame.prefix(frame.count / 2)))
        server.closeInput()
        Self.expectEnded(server, within: 20)
        let logged = server.messages.filter { $0["method"] == .string("window/logMessage") }
        #expect(logged.contains { $0["params"]?["type"] == .integer(1) && "\($0)".contains("input ended") }, "\(logged)")
        #expect(server.errorText.isEmpty, "\(server.errorText)")
    }

    /// The client closes its end of the server's output (never read: a
    /// read in progress would keep the pipe open) and keeps its input open:
    /// the first failed write (EPIPE, SIGPIPE ignored) ends the server.
    @Test func outputClosedWhileTheInputStaysOpen() throws {
        guard let executable = PipeReplay.executable else { return }
        let server = try ServerProcess(executable)
        server.startReading(.error)
        server.close(.output)
        server.send(Self.initializeWithoutDiagnostics)
        Self.expectEnded(server, within: 20)
        #expect(server.errorText.contains("can no longer be reached"), "\(server.errorText)")
        server.closeInput()
    }

    /// A request still running when the output fails is not waited for.
    @Test func outputClosedWhileARequestRuns() throws {
        guard let executable = PipeReplay.executable else { return }
        let server = try ServerProcess(executable)
        server.startReading(.error)
        server.send(Self.initializeWithoutDiagnostics)
        server.send(Self.request(1, "laminate/wait", #"{"milliseconds":60000}"#))
        server.close(.output)
        server.send(Self.request(2, "laminate/wait", #"{"milliseconds":0}"#))
        Self.expectEnded(server, within: 20)
        server.closeInput()
    }

    // MARK: - The client stops reading

    /// 16 answers of 1 MB each, far more than a pipe holds, while the client
    /// does not read: the server sleeps in its blocked write (no spinning),
    /// and once the client reads again every answer arrives, whole and in
    /// order, and the session ends normally.
    @Test func aClientThatStopsReadingAndResumesGetsEverything() throws {
        guard let executable = PipeReplay.executable else { return }
        let server = try ServerProcess(executable)
        server.startReading(.error)
        let uri = "file:///faults/big.md"
        let text = String(repeating: "Fold the butter in.\n", count: 50_000)
        server.send(Self.initializeWithoutDiagnostics)
        server.send(Self.initialized)
        server.send(Self.didOpen(uri, text))
        for id in 1...16 {
            server.send(Self.request(id, "laminate/documentText", #"{"textDocument":{"uri":"\#(uri)"}}"#))
        }
        if let idle = Self.becomesIdle(server, within: 60) {
            #expect(idle, "the server kept using CPU while its output was blocked")
        }
        // The input is still read while the output is blocked.
        server.send(Self.request(17, "shutdown"))
        server.startReading(.output)
        let shutdown = server.waitForAnswer(17, timeout: 60)
        #expect(shutdown?["result"] == .null)
        // Every answer, once; requests run concurrently, so in any order
        // (LSP allows that; a loaded machine showed 2 before 1).
        let answers = server.messages.compactMap { $0["id"]?.integerValue }.filter { (1...16).contains($0) }
        #expect(answers.sorted() == Array(1...16))
        #expect(server.messages.allSatisfy { $0["id"] == 0 || $0["id"] == 17 || $0["result"]?["text"]?.stringValue == text })
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        Self.expectEnded(server, within: 20, status: 0)
    }

    /// A client that stops reading and then goes (closes the server's
    /// input, never reading again): the server finishes, gives its last
    /// answers a few seconds and ends without them.
    @Test func aClientThatStopsReadingAndLeaves() throws {
        guard let executable = PipeReplay.executable else { return }
        let server = try ServerProcess(executable)
        server.startReading(.error)
        let uri = "file:///faults/big.md"
        server.send(Self.initializeWithoutDiagnostics)
        server.send(Self.didOpen(uri, String(repeating: "x", count: 1 << 20)))
        for id in 1...16 {
            server.send(Self.request(id, "laminate/documentText", #"{"textDocument":{"uri":"\#(uri)"}}"#))
        }
        server.closeInput()
        Self.expectEnded(server, within: 30)
        #expect(server.errorText.contains("did not read the last answers"), "\(server.errorText)")
    }

    /// A client that never reads the server's standard error: more than a
    /// pipe holds of log lines (a warning per change to a document that is
    /// not open) do not block the server, and neither does a closed one.
    @Test func standardErrorNeverReadOrClosed() throws {
        guard let executable = PipeReplay.executable else { return }
        let server = try ServerProcess(executable)
        server.startReading(.output)
        server.send(Self.initializeWithoutDiagnostics)
        let change =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///faults/not-open-with-a-long-name-to-fill-the-pipe-sooner.md","version":2},"contentChanges":[{"text":"x"}]}}"#
        for _ in 0..<4_000 { server.send(change) }
        server.send(Self.request(1, "laminate/wait", #"{"milliseconds":0}"#))
        #expect(server.waitForAnswer(1, timeout: 60) != nil, "a server whose standard error is full stopped answering")
        server.close(.error)
        for _ in 0..<100 { server.send(change) }
        server.send(Self.request(2, "shutdown"))
        #expect(server.waitForAnswer(2, timeout: 60) != nil, "a server whose standard error is closed stopped answering")
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        Self.expectEnded(server, within: 20, status: 0)
    }

    // MARK: - Files that change under the server

    /// The `.laminate.json` of an open document is replaced, between two
    /// reads, by a directory, a FIFO with no writer, nothing, a half-written
    /// file, and the file again; and a watched path that is a directory is
    /// reported changed. Each time the server answers at once and checks
    /// the document under what is there: the definition, or the built-in
    /// catalog when there is none.
    @Test func aDefinitionThatChangesOrDisappearsBetweenReads() throws {
        let workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("laminate-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        let definition = workspace.appendingPathComponent(".laminate.json")
        let restrictive = #"{"scope": ["ingredient"]}"#
        try Data(restrictive.utf8).write(to: definition)

        guard let server = try Self.startedServer(in: workspace) else { return }
        let document = workspace.appendingPathComponent("recipe.md").absoluteString
        let definitionURI = definition.absoluteString
        server.send(Self.didOpen(document, "^[x](kern: 1)\n"))
        var nextID = 1

        /// The codes published for `uri` last, after every check.
        func codes(of uri: String) -> [String]? {
            let id = nextID
            nextID += 1
            server.send(Self.request(id, "laminate/flushDiagnostics"))
            guard server.waitForAnswer(.integer(id), timeout: 10) != nil else { return nil }
            let published = server.messages.last {
                $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
            }
            return published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
        }
        func changed(_ uri: String, type: Int = 2) {
            server.send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(uri)","type":\#(type)}]}}"#)
        }

        #expect(codes(of: document) == ["LAM003"])

        try FileManager.default.removeItem(at: definition)
        try FileManager.default.createDirectory(at: definition, withIntermediateDirectories: false)
        changed(definitionURI)
        #expect(codes(of: document) == [], "a directory is no definition")

        try FileManager.default.removeItem(at: definition)
        #expect(mkfifo(definition.path, 0o600) == 0)
        changed(definitionURI)
        #expect(codes(of: document) == [], "a FIFO is no definition, and reading it must not block")

        try FileManager.default.removeItem(at: definition)
        changed(definitionURI, type: 3)
        #expect(codes(of: document) == [])

        try Data(#"{"scope": ["ingr"#.utf8).write(to: definition)
        changed(definitionURI, type: 1)
        #expect(codes(of: definitionURI) == ["LAM101"], "a half-written definition is reported in itself")
        #expect(codes(of: document) == [])

        try Data(restrictive.utf8).write(to: definition)
        changed(definitionURI)
        #expect(codes(of: document) == ["LAM003"])
        #expect(codes(of: definitionURI) == [])

        // A watched path that is a directory, not a definition: ignored.
        changed(workspace.absoluteString)
        changed(workspace.appendingPathComponent("sub/.laminate.json").absoluteString, type: 1)
        #expect(codes(of: document) == ["LAM003"])

        server.send(Self.request(nextID, "shutdown"))
        #expect(server.waitForAnswer(.integer(nextID)) != nil)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        Self.expectEnded(server, within: 20, status: 0)
    }
}
