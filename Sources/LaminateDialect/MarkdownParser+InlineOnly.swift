extension MarkdownParser {
    /// The tree of `source` read as inline content only: no block structure
    /// at all, the whole text one paragraph's inlines (its line endings soft
    /// or hard breaks). Foundation's `.inlineOnly` and
    /// `.inlineOnlyPreservingWhitespace` syntaxes read a string this way: a
    /// `# ` or `- ` at the start of a line stays as written. There are no
    /// reference definitions (they are blocks), so `[x][label]` and
    /// `^[x][label]` stay literal text.
    public static func parseInlineOnly(_ source: [UInt8]) -> SyntaxTree {
        var builder = SyntaxTreeBuilder(source: source)
        guard !source.isEmpty else { return builder.finish() }
        var content = MappedText()
        // Line by line, so that `\r\n` and `\r` reach the inline parser as
        // the `\n` it reads between lines, as the block parser gives them.
        source.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                    index &+= 1
                    continue
                }
                content.appendLine(buffer, ByteRange(lineStart, index))
                index &+= InlineParser.lineEndingLength(at: index, in: source)
                lineStart = index
            }
            content.appendLine(buffer, ByteRange(lineStart, buffer.count))
        }
        let paragraph = builder.appendChild(.paragraph, range: ByteRange(0, source.count), to: builder.root)
        var parser = InlineParser(definitions: builder.definitions)
        parser.parse(content, into: &builder, parent: paragraph)
        return builder.finish()
    }
}
