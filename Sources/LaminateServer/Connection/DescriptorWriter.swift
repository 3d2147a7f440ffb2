import Dispatch
import Foundation
import LaminateConcurrency
import LaminateProtocol

/// Writes to a file descriptor on a thread of its own, so that a reader who
/// stops reading (a client that no longer drains the server's standard
/// output or standard error) blocks only that thread, never the dispatcher.
///
/// Bytes wait in a queue of at most `capacity` bytes. Past it, or when a
/// write fails (the reader closed its end: `EPIPE`), what happens depends
/// on what the descriptor carries:
/// - `.lossless` (protocol messages, where a lost message breaks the
///   conversation): the writer gives up for good, drops what is queued and
///   calls `onFailure` once, so the connection can end;
/// - `.lossy` (log lines): a line that does not fit is dropped and counted,
///   and the count is written before the next line that fits.
/// While blocked the thread sleeps in `write`, and while idle on a
/// semaphore: it never spins.
final class DescriptorWriter: Sendable {
    enum Overflow: Sendable {
        case lossless
        case lossy
    }

    /// What waits to be written: bytes, or a frame made as it is written.
    private enum Chunk {
        case bytes([UInt8])
        case streamed(StreamedFrame)

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .streamed(let frame): frame.count
            }
        }
    }

    private struct State {
        var queue: [Chunk] = []
        var head = 0
        var unsentBytes = 0
        var droppedLines = 0
        var failure: String?
    }

    private let descriptor: Int32
    private let capacity: Int
    private let overflow: Overflow
    private let onFailure: @Sendable (String) -> Void
    private let state = Locked(State())
    /// Signalled once per queued chunk.
    private let queued = DispatchSemaphore(value: 0)
    /// Entered per queued chunk, left once it is written or dropped.
    private let unsent = DispatchGroup()

    init(
        descriptor: Int32, name: String, capacity: Int, overflow: Overflow,
        onFailure: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.descriptor = descriptor
        self.capacity = capacity
        self.overflow = overflow
        self.onFailure = onFailure
        let thread = Thread { [self] in writeLoop() }
        thread.name = name
        thread.start()
    }

    /// Queues `bytes` to be written whole, after everything queued before.
    func enqueue(_ bytes: [UInt8]) {
        enqueue(.bytes(bytes))
    }

    /// Queues a frame to be made and written a piece at a time on the
    /// writer's thread, whole (nothing is written between its pieces),
    /// after everything queued before. It counts its whole length against
    /// `capacity`, as if it were waiting whole.
    func enqueue(_ frame: StreamedFrame) {
        enqueue(.streamed(frame))
    }

    private func enqueue(_ chunk: Chunk) {
        guard chunk.count > 0 else { return }
        enum Outcome {
            case queued, dropped
            case overflowed(String)
        }
        let outcome = state.withLock { state -> Outcome in
            guard state.failure == nil else { return .dropped }
            // One chunk larger than the whole queue still goes when nothing waits.
            if state.unsentBytes > 0, state.unsentBytes + chunk.count > capacity {
                switch overflow {
                case .lossy:
                    state.droppedLines += 1
                    return .dropped
                case .lossless:
                    return .overflowed(
                        "the client has left \(state.unsentBytes.groupedDigits) bytes unread; "
                            + "more would pass the limit of \(capacity.groupedDigits)")
                }
            }
            var chunk = chunk
            if state.droppedLines > 0, case .bytes(let bytes) = chunk {
                chunk = .bytes(Array("laminate: \(state.droppedLines) log lines dropped (standard error was not read)\n".utf8) + bytes)
                state.droppedLines = 0
            }
            state.queue.append(chunk)
            state.unsentBytes += chunk.count
            unsent.enter()
            return .queued
        }
        switch outcome {
        case .queued: queued.signal()
        case .dropped: break
        case .overflowed(let reason): fail(reason)
        }
    }

    /// Waits until everything queued is written (or dropped), at most
    /// `seconds`; returns whether it was.
    func drain(within seconds: Double) -> Bool {
        unsent.wait(timeout: .now() + seconds) == .success
    }

    /// Why the writer gave up, once it has.
    var failure: String? { state.withLock { $0.failure } }

    private func writeLoop() {
        // A reader that has gone makes `write` fail with EPIPE on this
        // thread instead of killing the process with SIGPIPE, whatever the
        // process does with the signal.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        while true {
            queued.wait()
            let chunk = state.withLock { state -> Chunk? in
                guard state.failure == nil, state.head < state.queue.count else { return nil }
                let chunk = state.queue[state.head]
                state.queue[state.head] = .bytes([])
                state.head += 1
                if state.head == state.queue.count || state.head > 1024 {
                    state.queue.removeFirst(state.head)
                    state.head = 0
                }
                return chunk
            }
            guard let chunk else {
                if failure != nil { return }
                continue
            }
            if let problem = write(chunk), overflow == .lossless {
                unsent.leave()
                fail("writing failed: \(problem)")
                return
            }
            state.withLock { if $0.failure == nil { $0.unsentBytes -= chunk.count } }
            unsent.leave()
        }
    }

    /// Writes a chunk; a streamed frame's pieces one after another, and
    /// none after a write that failed. Returns what went wrong, or nil.
    private func write(_ chunk: Chunk) -> String? {
        switch chunk {
        case .bytes(let bytes):
            return writeWhole(bytes)
        case .streamed(let frame):
            var problem: String?
            frame.forEachPiece { piece in
                if problem == nil { problem = writeWhole(piece) }
            }
            return problem
        }
    }

    /// Writes every byte, retrying interrupted and partial writes; returns
    /// what went wrong, or nil.
    private func writeWhole(_ bytes: [UInt8]) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += result
        }
        return nil
    }

    /// Gives up for good (the first time only): drops the queue, leaving
    /// the group for each chunk in it so that `drain` returns, wakes the
    /// thread so that it ends, and tells the owner.
    private func fail(_ reason: String) {
        let dropped = state.withLock { state -> Int? in
            guard state.failure == nil else { return nil }
            state.failure = reason
            let count = state.queue.count - state.head
            state.queue = []
            state.head = 0
            state.unsentBytes = 0
            return count
        }
        guard let dropped else { return }
        for _ in 0..<dropped { unsent.leave() }
        queued.signal()
        onFailure(reason)
    }
}
