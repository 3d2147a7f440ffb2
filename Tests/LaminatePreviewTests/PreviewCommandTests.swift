import Foundation
import Testing

/// `laminate preview` run as a user runs it: the URL on the first line of
/// standard output, the page served there until the process is stopped.
struct PreviewCommandTests {
    /// The built `laminate`: beside the test bundle, or in `.build/debug`.
    static let executable: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ]
        return folders.map { $0.appendingPathComponent("laminate") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A running `laminate preview`, stopped at the end of `body`.
    static func withCommand(_ arguments: [String], _ body: (Process, Pipe, Pipe) throws -> Void) throws {
        guard let executable else {
            print("skipping: the laminate executable was not found next to the tests")
            return
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["preview"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { stop(process) }
        try body(process, output, errors)
    }

    /// Ends the preview with SIGTERM, as a user or an editor would; one that
    /// will not stop (it once inherited a blocked SIGTERM from the test's
    /// thread) is a failure, and killed, rather than a hung test.
    static func stop(_ process: Process) {
        if process.isRunning { process.terminate() }
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            Issue.record("laminate preview did not stop on SIGTERM")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// The first line the process prints, or nil once `seconds` pass.
    static func firstLine(of pipe: Pipe, seconds: Double = 10) -> String? {
        let line = LineBox()
        let reading = DispatchSemaphore(value: 0)
        Thread {
            var bytes: [UInt8] = []
            while let chunk = try? pipe.fileHandleForReading.read(upToCount: 1), let byte = chunk.first, byte != 10 {
                bytes.append(byte)
            }
            line.set(String(decoding: bytes, as: UTF8.self))
            reading.signal()
        }.start()
        return reading.wait(timeout: .now() + seconds) == .success ? line.get() : nil
    }

    /// `@unchecked Sendable`: written by the reading thread before the
    /// semaphore is signalled, read after it is waited for.
    final class LineBox: @unchecked Sendable {
        private var line: String?
        func set(_ value: String) { line = value }
        func get() -> String? { line }
    }

    static func temporaryDocument(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-command-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func printsTheURLAndServesTheRenderedFile() throws {
        let file = try Self.temporaryDocument("Add ^[milk](ingredient: 4, foregroundColor: \"green\").\n")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.withCommand([file.path]) { _, output, _ in
            let line = try #require(Self.firstLine(of: output))
            let match = try #require(line.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)(\/[0-9a-f]{32}\/)/))
            let client = RawHTTPClient(port: try #require(UInt16(match.1)))
            let page = try client.get(String(match.2))
            #expect(page.status == 200)
            #expect(page.body.contains(#"<span data-ingredient="4" data-foreground-color="green" style="color: green">milk</span>"#))
            #expect(try client.get("/").status == 404)
        }
    }

    @Test func aTakenPortIsReported() throws {
        let file = try Self.temporaryDocument("text\n")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.withCommand([file.path]) { _, output, _ in
            let line = try #require(Self.firstLine(of: output))
            let port = try #require(line.firstMatch(of: /:(\d+)\//)?.1)
            try Self.withCommand(["--port", String(port), file.path]) { second, _, errors in
                second.waitUntilExit()
                #expect(second.terminationStatus == 2)
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(message.contains("cannot listen on 127.0.0.1:\(port)"))
            }
        }
    }

    @Test(arguments: [[], ["-"], ["a.md", "b.md"], ["--port"], ["--port", "http", "a.md"], ["--port", "70000", "a.md"]])
    func usageMistakesExitWith2(arguments: [String]) throws {
        try Self.withCommand(arguments) { process, _, _ in
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
        }
    }

    /// A file that cannot be read: the preview could not run as asked.
    @Test func aMissingFileExitsWith2() throws {
        try Self.withCommand(["/nonexistent/file.md"]) { process, _, errors in
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("cannot read"))
        }
    }
}
