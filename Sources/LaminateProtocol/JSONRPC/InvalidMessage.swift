/// A message body that is not a valid JSON-RPC message: what it was meant to
/// be, which decides whether anyone waits for an answer, and the error.
public struct InvalidMessage: Error, Hashable, Sendable {
    public var kind: Kind
    public var error: ResponseError

    public init(kind: Kind, error: ResponseError) {
        self.kind = kind
        self.error = error
    }

    /// Read from the members the message has, however broken the rest is.
    public enum Kind: Hashable, Sendable {
        /// A request (it has an `id` member, even an unusable one), or a body
        /// too broken to tell (not JSON, not an object). Its sender waits for
        /// the error, sent with the id, null when there is none to read
        /// (JSON-RPC 2.0 §5).
        case request(id: RequestID?)
        /// A notification (no `id` member). Never answered, whatever is wrong
        /// with it (JSON-RPC 2.0 §4.1): a client may treat a response to a
        /// message it sent without an id as a protocol error. The method,
        /// when the message names one, is for the log.
        case notification(method: String?)
        /// An answer (a `result` or `error` and no `method`) to one of the
        /// server's own requests. Answering an answer would only confuse the
        /// client.
        case response(id: RequestID?)
    }
}
