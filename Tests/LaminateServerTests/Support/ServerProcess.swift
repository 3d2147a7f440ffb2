import Foundation
import LaminateConcurrency
import LaminateProtocol
import LaminateServer

/// A `laminate lsp` process the test talks to message by message, over
/// pipes it can stop reading or close, to play a client that misbehaves.
///
/// Every wait is bounded; the process is killed when the value goes.
final class ServerProcess: Sendable {
    enum Stream { case output, error }

    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private let error: FileHandle
    private struct Received {
        var reader = MessageReader()
        var messages: [JSONValue] = []
        var errorText = ""
        var outputEnded = false
    }
    private let received = Locked(Received())
    private let reading = Locked<Set<String>>([])

    /// Starts `executable lsp` in `directory`. Nothing is read until
    /// `startReading` is called.
    init(_ executable: URL, directory: URL? = nil) throws {
        // Writing to a server that has exited must fail with EPIPE here, not
        // kill the test process.
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.environment = ProcessInfo.processInfo.environment.merging([MethodTable.testMethodsVariable: "1"]) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading
        error = stderr.fileHandleForReading
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var pid: Int32 { process.processIdentifier }

    // MARK: - Writing

    /// Writes `bytes` to the server's standard input; false when it cannot
    /// (the server has closed it or exited).
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        let descriptor = input.fileDescriptor
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    @discardableResult
    func send(_ json: String) -> Bool {
        write(MessageFrameEncoder.frame(Array(json.utf8)))
    }

    func closeInput() { try? input.close() }

    /// Closes the test's end of the server's standard output (or error):
    /// the server's next write there fails with EPIPE.
    func close(_ stream: Stream) {
        try? (stream == .output ? output : error).close()
    }

    // MARK: - Reading

    /// Reads the server's standard output (or error) from now on, on a
    /// thread of its own.
    func startReading(_ stream: Stream) {
        let name = stream == .output ? "output" : "error"
        guard reading.withLock({ $0.insert(name).inserted }) else { return }
        let handle = stream == .output ? output : error
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                received.withLock { received in
                    switch stream {
                    case .output:
                        for event in received.reader.read(chunk[0..<count]) {
                            if case .message(let message) = event { received.messages.append(message.json) }
                        }
                    case .error:
                        received.errorText += String(decoding: chunk[0..<count], as: UTF8.self)
                    }
                }
            }
            if stream == .output { received.withLock { $0.outputEnded = true } }
        }
        thread.start()
    }

    var messages: [JSONValue] { received.withLock { $0.messages } }
    var errorText: String { received.withLock { $0.errorText } }

    /// The first message received that `matches`, waiting at most `timeout` seconds.
    func waitForMessage(timeout: TimeInterval = 30, where matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let message = messages.first(where: matches) { return message }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return messages.first(where: matches)
    }

    /// The answer to request `id`.
    func waitForAnswer(_ id: JSONValue, timeout: TimeInterval = 30) -> JSONValue? {
        waitForMessage(timeout: timeout) { $0["id"] == id && $0["method"] == nil }
    }

    // MARK: - The process

    /// Waits at most `timeout` seconds for the process to end; its exit
    /// status and whether a signal ended it, or nil while it still runs.
    func waitForExit(timeout: TimeInterval) -> (status: Int32, bySignal: Bool)? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// The CPU time (user and system) the process has used, in seconds,
    /// from `/proc`; nil where there is none.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // Fields after the command name, from field 3 (state): utime is 14, stime 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
