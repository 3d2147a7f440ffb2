import LaminateAttributes
import LaminateDialect

/// The code toggle: wrapping in backticks makes text literal, so it takes
/// the selection's rendered text (markup inside goes); unwrapping escapes
/// what would otherwise become markup.
enum CodeToggle {
    static func action(targets: [InlineTarget], verifier: inout EditVerifier) -> CodeAction? {
        let tree = verifier.tree
        guard !targets.isEmpty else { return nil }
        let spans = targets.map { codeSpan(holding: $0.selected, under: $0.block, in: tree) }
        var edits = EditList()
        if spans.allSatisfy({ $0 != nil }) {
            for (target, span) in zip(targets, spans) {
                guard let span, case .codeSpan(let content) = tree[span].kind else { continue }
                let atLineStart = tree[span].range.start == target.content.start
                edits.replace(tree[span].range, with: escaped(content, atLineStart: atLineStart))
            }
            guard let first = targets.first?.range.start, let last = targets.last?.range.end,
                verifier.holds(edits.merged, around: ByteRange(min(first, last), max(first, last)))
            else { return nil }
            return CodeAction(title: FormattingStyle.code.unwrapTitle, kind: .code, edits: edits.merged)
        }
        for (target, span) in zip(targets, spans) where span == nil {
            guard !target.isBlocked else { return nil }
            let source = tree.source[target.range.start..<target.range.end]
            // A code span over a line break would carry the next line's
            // indentation or `>` into the code: single lines only.
            guard !source.contains(UInt8(ascii: "\n")), !source.contains(UInt8(ascii: "\r")) else { return nil }
            let text = tree.plainText(of: target.container, within: target.range).text
            // A literal backtick run of the fence's length elsewhere in the
            // block would pair with the new fence: make it longer than any.
            let blockRuns = longestBacktickRun(tree.source[target.content.start..<target.content.end])
            let replacement = fenced(text, longerThan: blockRuns)
            let edit = SourceEdit(range: target.range, replacement: replacement)
            let expected = ByteRange(target.range.start, target.range.start + replacement.utf8.count)
            guard verifier.holds([edit], around: target.range, expecting: { if case .codeSpan = $0 { true } else { false } }, at: expected)
            else { return nil }
            edits.add(edit)
        }
        return CodeAction(title: FormattingStyle.code.wrapTitle, kind: .code, edits: edits.merged)
    }

    /// The code span whose range holds all of `range`, if any.
    static func codeSpan(holding range: ByteRange, under block: NodeID, in tree: SyntaxTree) -> NodeID? {
        var current = block
        while let child = tree.children(of: current).first(where: { tree[$0].range.contains(range) }) {
            if case .codeSpan = tree[child].kind { return child }
            current = child
        }
        return nil
    }

    /// `text` as a code span: a backtick run longer than any inside, and a
    /// space on each side when the text starts or ends with a backtick or a
    /// space (which CommonMark would otherwise strip or misread).
    static func fenced(_ text: String, longerThan minimum: Int = 0) -> String {
        let longest = max(longestBacktickRun(text.utf8), minimum)
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") || (text.hasPrefix(" ") && text.hasSuffix(" ") && text.contains { $0 != " " })
        return padded ? fence + " " + text + " " + fence : fence + text + fence
    }

    static func longestBacktickRun<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var longest = 0
        var run = 0
        for byte in bytes {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// Code content as Markdown text that renders as the same characters.
    static func escaped(_ content: String, atLineStart: Bool) -> String {
        var result = ""
        let special: Set<Character> = ["\\", "`", "*", "_", "~", "[", "]", "<", ">", "&", "|", "!", "^"]
        for character in content {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        guard atLineStart, let first = result.first else { return result }
        // Block starts: a heading, a list item, a quote or a thematic break.
        if "#-+=".contains(first) { return "\\" + result }
        if let marker = result.firstIndex(where: { !$0.isASCII || !$0.isNumber }), marker != result.startIndex,
            result[marker] == "." || result[marker] == ")"
        {
            result.insert("\\", at: marker)
        }
        return result
    }
}
