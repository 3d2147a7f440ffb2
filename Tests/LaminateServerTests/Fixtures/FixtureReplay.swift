import Foundation
import LaminateProtocol
import LaminateServer

/// What the server did with a fixture's input.
struct Transcript {
    var messages: [JSONValue]
    var exitCode: Int32
    /// Problems reading the server's output (output that is not protocol).
    var outputProblems: [String] = []
}

/// Replays a fixture in this process, through `InProcessConnection`.
enum InProcessReplay {
    static func run(_ input: [UInt8]) async -> Transcript {
        let connection = InProcessConnection()
        let server = LanguageServer(connection: connection, methods: .withTestMethods, logSink: MemoryLogSink())
        async let exitCode = server.run()
        connection.feed(input)
        connection.finishInput()
        let code = await exitCode
        return Transcript(messages: connection.sentMessages.map(\.json), exitCode: code)
    }
}

/// Replays a fixture through the real `laminate lsp` executable over pipes.
enum PipeReplay {
    /// The built `laminate` executable: next to the test bundle (the build
    /// products directory), or in `.build/debug`; nil when not built.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(ProtocolFixture.packageRoot.appendingPathComponent(".build/debug"))
        return
            candidates
            .map { $0.appendingPathComponent("laminate") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `laminate lsp`, writes the input, closes it and reads everything
    /// the server writes until it exits (killed after `timeout` seconds).
    static func run(_ input: [UInt8], executable: URL, timeout: TimeInterval = 60) throws -> Transcript {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging([MethodTable.testMethodsVariable: "1"]) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write on another thread so a full output pipe cannot deadlock us.
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        var reader = MessageReader()
        var transcript = Transcript(messages: [], exitCode: process.terminationStatus)
        if process.terminationReason == .uncaughtSignal {
            transcript.outputProblems.append("laminate lsp was killed by signal \(process.terminationStatus)")
        }
        for event in reader.read(Array(output)) + reader.finish() {
            switch event {
            case .message(let message): transcript.messages.append(message.json)
            case .invalid(let invalid): transcript.outputProblems.append("bad message on stdout: \(invalid.error.message)")
            case .framingError(let problem): transcript.outputProblems.append("non-protocol output on stdout: \(problem)")
            }
        }
        return transcript
    }
}
