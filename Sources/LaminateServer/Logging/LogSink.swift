import Foundation
import Synchronization

/// Where the server's log lines go: standard error for `laminate lsp`,
/// memory for tests. Never standard output, which carries only protocol.
public protocol LogSink: Sendable {
    func write(_ line: String)
}

/// Writes each line to standard error.
public struct StandardErrorLogSink: LogSink {
    public init() {}

    public func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Keeps log lines in memory for tests to inspect.
public final class MemoryLogSink: LogSink {
    private let lines = Mutex<[String]>([])

    public init() {}

    public func write(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    public var allLines: [String] {
        lines.withLock { $0 }
    }
}
