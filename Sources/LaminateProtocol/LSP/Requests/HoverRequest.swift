/// `textDocument/hover`: what to show for the construct at a position.
public enum HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Params = TextDocumentPositionParams
    /// `null` where there is nothing to show.
    public typealias Result = HoverResult?
}

public struct HoverResult: Hashable, Sendable, Codable {
    public var contents: MarkupContent
    /// The range of the hovered construct, which the client highlights.
    public var range: LSPRange?

    public init(contents: MarkupContent, range: LSPRange?) {
        self.contents = contents
        self.range = range
    }
}
