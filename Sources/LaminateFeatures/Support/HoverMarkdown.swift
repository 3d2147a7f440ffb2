/// Pieces of Markdown for hover text, written so that any document text
/// inside them stays literal.
enum HoverMarkdown {
    /// `text` as a code span, with a fence longer than any backtick run in it.
    static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "*(empty)*" }
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run &+ 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun &+ 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") || longestRun > 0 ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// A table cell: pipes escaped (GFM removes the backslash, in code spans too).
    static func cell(_ text: String) -> String {
        text.replacingPipes()
    }

    static func table(header: [String], rows: [[String]]) -> String {
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + header.map { _ in "---" }.joined(separator: "|") + "|",
        ]
        for row in rows { lines.append("| " + row.map(cell).joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self {
            if character == "|" { result += "\\|" } else { result.append(character) }
        }
        return result
    }
}
