import Foundation

/// The rendered document the page and every stream show: the newest HTML
/// and its version. Streams wait here for a version newer than the one
/// they sent, and take only the newest, so a reader that falls behind skips
/// versions instead of queueing them; and each version is encoded for the
/// streams once, its bytes shared by all of them. So memory stays at most
/// a document per open stream (each holds the version it is writing),
/// however slow the readers are.
///
/// `@unchecked Sendable`: `version`, `html` and `isClosed` are read and
/// written only while `condition` is locked; a condition variable, not a
/// `Locked`, because streams must sleep until a change.
public final class PreviewContent: @unchecked Sendable {
    private let condition = NSCondition()
    private var version = 0
    private var html: String
    private var eventData: [UInt8]
    private var isClosed = false

    public init(html: String) {
        self.html = html
        eventData = ServerSentEvent.dataFields(html)
    }

    public struct Snapshot: Sendable, Equatable {
        public var version: Int
        public var html: String
        /// `html` as the `data:` fields of an event (derived from it).
        let eventData: [UInt8]

        public init(version: Int, html: String) {
            self.init(version: version, html: html, eventData: ServerSentEvent.dataFields(html))
        }

        init(version: Int, html: String, eventData: [UInt8]) {
            self.version = version
            self.html = html
            self.eventData = eventData
        }
    }

    public var current: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return Snapshot(version: version, html: html, eventData: eventData)
    }

    public func publish(_ newHTML: String) {
        // Encoded before locking: streams and the page never wait for it.
        let newEventData = ServerSentEvent.dataFields(newHTML)
        condition.lock()
        version += 1
        html = newHTML
        eventData = newEventData
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
            if version > seen { return .changed(Snapshot(version: version, html: html, eventData: eventData)) }
            if !condition.wait(until: deadline) { return isClosed ? .closed : .timedOut }
        }
    }
}
