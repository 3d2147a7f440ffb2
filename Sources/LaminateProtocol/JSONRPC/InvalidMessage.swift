/// A message body that is not a valid JSON-RPC message: the error it
/// deserves, and whether anyone is waiting for that error.
public struct InvalidMessage: Error, Hashable, Sendable {
    public var reply: Reply
    public var error: ResponseError

    public init(reply: Reply, error: ResponseError) {
        self.reply = reply
        self.error = error
    }

    /// What the sender expects back, read from the members the message has
    /// however broken the rest is.
    public enum Reply: Hashable, Sendable {
        /// A request (it has an `id` member, even an unusable one), or a body
        /// too broken to tell (not JSON, not an object): answered with the
        /// error and the id, null when there is none to read (JSON-RPC 2.0 §5).
        case errorResponse(id: RequestID?)
        /// A notification (no `id` member): never answered, whatever is wrong
        /// with it (JSON-RPC 2.0 §4.1); a client that gets a response to a
        /// message it sent without an id may treat it as a protocol error. The
        /// method, when the message names one, is for the log.
        case none(method: String?)
        /// A broken answer to one of the server's own requests: answering an
        /// answer would only confuse the client, so it is logged.
        case ignoredResponse(id: RequestID?)
    }
}
