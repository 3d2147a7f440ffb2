/// `laminate/flushIndex`: answered once the first indexing of the workspace
/// folders has finished (at once when none is running), and once every
/// watched-file change before it is read.
///
/// Like `laminate/flushDiagnostics`, the dispatcher reads nothing after it
/// until it is answered, so a transcript knows what the index holds.
public enum FlushIndexRequest: LSPRequest {
    public static let method = "laminate/flushIndex"
    public typealias Params = NoParams
    public typealias Result = NoParams
}
