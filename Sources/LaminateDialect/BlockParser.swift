// Owned by the block parser work; this placeholder only keeps the package building.
enum BlockParser {
    static func parse(_ source: [UInt8]) -> SyntaxTree {
        SyntaxTreeBuilder(source: source).finish()
    }
}
