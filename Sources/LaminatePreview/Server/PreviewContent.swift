import Foundation

/// The rendered document the page and every stream show: the newest HTML
/// and its version. Streams wait here for a version newer than the one
/// they sent, and take only the newest, so a reader that falls behind skips
/// versions instead of queueing them — memory stays one document however
/// slow the readers are.
///
/// `@unchecked Sendable`: `version`, `html` and `isClosed` are read and
/// written only while `condition` is locked; a condition variable, not a
/// `Mutex`, because streams must sleep until a change.
public final class PreviewContent: @unchecked Sendable {
    private let condition = NSCondition()
    private var version = 0
    private var html: String
    private var isClosed = false

    public init(html: String) {
        self.html = html
    }

    public struct Snapshot: Sendable, Equatable {
        public var version: Int
        public var html: String

        public init(version: Int, html: String) {
            self.version = version
            self.html = html
        }
    }

    public var current: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return Snapshot(version: version, html: html)
    }

    public func publish(_ newHTML: String) {
        condition.lock()
        version += 1
        html = newHTML
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes every waiting stream for good: the server is stopping.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    public enum Wait: Equatable, Sendable {
        case changed(Snapshot)
        case timedOut
        case closed
    }

    /// The newest snapshot once its version is above `seen`, or `.timedOut`
    /// at `deadline`, or `.closed`.
    public func next(after seen: Int, until deadline: Date) -> Wait {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if isClosed { return .closed }
            if version > seen { return .changed(Snapshot(version: version, html: html)) }
            if !condition.wait(until: deadline) { return isClosed ? .closed : .timedOut }
        }
    }
}
