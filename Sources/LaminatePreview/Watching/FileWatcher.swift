import Foundation
import LaminateConcurrency

/// Watches a file by polling its signature (`FileSignature`): portable, and
/// cheap at five `stat`s a second. A change is reported once the file has
/// stayed the same for one poll, so a burst of writes (an editor saving in
/// pieces, a script rewriting the file) is rendered once, at its end — or
/// after `maximumWaitPolls` polls of steady change, so that a file written
/// without pause still updates.
public final class FileWatcher: Sendable {
    public let path: String
    let interval: Duration
    let maximumWaitPolls: Int
    private let isStopped = Locked(false)

    public init(path: String, interval: Duration = .milliseconds(200), maximumWaitPolls: Int = 5) {
        self.path = path
        self.interval = interval
        self.maximumWaitPolls = maximumWaitPolls
    }

    /// Polls on a thread of its own and calls `onChange` there.
    public func start(onChange: @escaping @Sendable () -> Void) {
        let initial = FileSignature.of(path)
        Thread { [self] in poll(from: initial, onChange: onChange) }.start()
    }

    public func stop() {
        isStopped.withLock { $0 = true }
    }

    private func poll(from initial: FileSignature?, onChange: @Sendable () -> Void) {
        var reported = initial
        var previous = initial
        var pendingPolls = 0
        while !isStopped.withLock({ $0 }) {
            Thread.sleep(
                forTimeInterval: Double(interval.components.seconds)
                    + Double(interval.components.attoseconds) / 1e18)
            let signature = FileSignature.of(path)
            defer { previous = signature }
            guard let signature, signature != reported else {
                pendingPolls = 0
                continue
            }
            pendingPolls += 1
            if signature == previous || pendingPolls >= maximumWaitPolls {
                reported = signature
                pendingPolls = 0
                onChange()
            }
        }
    }
}
