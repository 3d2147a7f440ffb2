import Foundation
import LaminateConcurrency

/// Where the server's log lines go besides the client (which gets each as
/// `window/logMessage`): memory for tests; standard error for `laminate
/// lsp`, only for what the client cannot be told. Never standard output,
/// which carries only protocol.
public protocol LogSink: Sendable {
    func write(_ line: String)
    /// Whether every line is written here, or only those the client can no
    /// longer receive. Editors log a server's standard error as errors
    /// (Neovim as `[ERROR]`), so `laminate lsp` keeps it for failures.
    var receivesEverything: Bool { get }
}

extension LogSink {
    public var receivesEverything: Bool { true }
}

/// Writes each line to standard error, straight away; a failed write (no
/// one reads standard error any more) is ignored.
public struct StandardErrorLogSink: LogSink {
    public init() {}

    public func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }
}

/// Writes lines to a descriptor (standard error for `laminate lsp`) on a
/// thread of its own, so that a client that never reads the server's
/// standard error cannot block the server; lines that would pass
/// `capacity` bytes waiting are dropped, and counted in the next line.
public final class BackgroundLogSink: LogSink {
    public static let capacity = 1024 * 1024
    private let writer: DescriptorWriter
    public let receivesEverything: Bool

    public init(descriptor: Int32 = STDERR_FILENO, capacity: Int = BackgroundLogSink.capacity, receivesEverything: Bool = true) {
        writer = DescriptorWriter(descriptor: descriptor, name: "laminate-log", capacity: capacity, overflow: .lossy)
        self.receivesEverything = receivesEverything
    }

    public func write(_ line: String) {
        writer.enqueue(Array((line + "\n").utf8))
    }

    /// Waits until the lines written so far are out, at most `seconds`.
    public func finish(within seconds: Double) -> Bool {
        writer.drain(within: seconds)
    }
}

/// Keeps log lines in memory for tests to inspect.
public final class MemoryLogSink: LogSink {
    private let lines = Locked<[String]>([])

    public init() {}

    public func write(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    public var allLines: [String] {
        lines.withLock { $0 }
    }
}
