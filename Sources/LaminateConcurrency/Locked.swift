import Foundation

/// A value that threads share behind a lock: `Synchronization.Mutex`'s
/// `withLock`, on a lock ThreadSanitizer can see.
///
/// On Linux, `Mutex` locks with atomics and futexes inside the standard
/// library, which is not instrumented, so ThreadSanitizer sees none of its
/// synchronization: every value behind one that two threads touch is
/// reported as a race (`swift test --sanitize=thread` reported
/// `InProcessConnection`'s; a ten-line program with four threads appending
/// under a `Mutex` reports the same). `NSLock` is a pthread mutex, whose
/// locking ThreadSanitizer intercepts, so with this type the server's
/// shared state is checked for real races instead of hiding them among
/// false ones.
///
/// Architecture Invariant: this is the one lock type. Every value two
/// threads share, in every module and in the command-line tool, is handed
/// over through a `Locked` (or a Dispatch semaphore or group, which
/// ThreadSanitizer also sees); no module uses `Synchronization.Mutex`.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is only touched while `lock` is held.
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; never call `withLock`
    /// on the same value inside `body`.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
