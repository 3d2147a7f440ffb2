/// Parses Attributed Markdown: CommonMark 0.31.2, GFM strikethrough and pipe
/// tables, and attribute spans.
///
/// Parsing never fails: every input yields a tree, and anything that is not
/// valid syntax is literal text. It never recurses per nesting level and runs
/// in time linear in the input.
public enum MarkdownParser {
    public static func parse(_ source: [UInt8]) -> SyntaxTree {
        BlockParser.parse(source)
    }

    public static func parse(_ text: String) -> SyntaxTree {
        parse(Array(text.utf8))
    }
}
