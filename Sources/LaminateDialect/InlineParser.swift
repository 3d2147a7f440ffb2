// Owned by the inline parser work; this placeholder only keeps the package building.

/// Parses the inline content of one leaf block (paragraph, heading, table cell).
struct InlineParser {
    let definitions: ReferenceDefinitions

    init(definitions: ReferenceDefinitions) {
        self.definitions = definitions
    }

    /// Parses `content` (the block's lines, container prefixes and leading
    /// indentation removed, joined by "\n", mapped to the source) and appends
    /// the inline nodes, with source ranges and markers, as children of `parent`.
    mutating func parse(_ content: MappedText, into builder: inout SyntaxTreeBuilder, parent: NodeID) {
        guard !content.isEmpty else { return }
        builder.appendChild(.text, range: content.sourceRange(0, content.bytes.count), to: parent)
    }
}
