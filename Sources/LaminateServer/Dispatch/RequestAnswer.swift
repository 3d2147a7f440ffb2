import LaminateProtocol

/// What a request's handler answers: a result for the dispatcher to frame,
/// or a writer of the whole framed response.
public enum RequestAnswer: Sendable {
    case result(JSONValue)
    /// The framed response to the request's id, byte for byte what framing
    /// the result as a `JSONValue` gives, written a piece at a time as it is
    /// sent. For results too large to build that way first (a document's
    /// semantic tokens: see `FramedResponse`); called once, off the dispatcher.
    case framed(@Sendable (RequestID) -> StreamedFrame)
}
