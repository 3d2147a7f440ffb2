/// An LSP position: zero-based line and character, where "character" counts
/// units of the negotiated position encoding.
public struct Position: Hashable, Sendable, Codable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// An LSP range: start inclusive, end exclusive.
public struct LSPRange: Hashable, Sendable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}
