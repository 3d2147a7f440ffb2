/// `laminate/wait`: answers null after the given time, unless cancelled.
///
/// A Laminate extension that stands in for a long request, so clients and
/// tests can exercise `$/cancelRequest` deterministically.
public enum WaitRequest: LSPRequest {
    public static let method = "laminate/wait"
    /// Longer waits are shortened to this.
    public static let maximumMilliseconds = 60_000

    public struct Params: Codable, Hashable, Sendable {
        public var milliseconds: Int
        public init(milliseconds: Int) { self.milliseconds = milliseconds }
    }

    public typealias Result = NoParams
}
