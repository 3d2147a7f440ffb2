/// `laminate/flushDiagnostics`: answered once every open document's
/// diagnostics are published for its current text, any delay skipped.
///
/// The dispatcher itself handles it and reads nothing after it until it is
/// answered, so a test transcript (all of whose messages are written at
/// once) knows which versions have been checked.
public enum FlushDiagnosticsRequest: LSPRequest {
    public static let method = "laminate/flushDiagnostics"
    public typealias Params = NoParams
    public typealias Result = NoParams
}
