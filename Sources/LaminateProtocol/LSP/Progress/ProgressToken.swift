/// LSP's `ProgressToken`, which names a stream of `$/progress` values
/// (work done, or a request's partial results): an integer or a string,
/// written as a request id is.
public typealias ProgressToken = RequestID
