import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// A document with its selection marked: `⟨` and `⟩` around a selected
/// range (several pairs make a multi-range selection), `‸` for a cursor.
struct MarkedDocument {
    var text: String
    var selection: [ByteRange]

    init(_ marked: String) {
        var bytes: [UInt8] = []
        var selection: [ByteRange] = []
        var open: Int?
        // Scalars, not characters: a combining mark after `⟨` would join it.
        for character in marked.unicodeScalars {
            switch character {
            case "⟨": open = bytes.count
            case "⟩":
                selection.append(ByteRange(open ?? bytes.count, bytes.count))
                open = nil
            case "‸": selection.append(ByteRange(bytes.count, bytes.count))
            default: bytes += Array(String(character).utf8)
            }
        }
        self.text = String(decoding: bytes, as: UTF8.self)
        self.selection = selection
    }

    var analysis: DocumentAnalysis { DocumentAnalysis(text: Array(text.utf8)) }

    func actions(
        only: [CodeActionKind]? = nil, trigger: CodeActionTrigger = .invoked,
        staleMarkings: [StaleMarking] = []
    ) -> [CodeAction] {
        CodeActions.actions(
            in: analysis,
            for: CodeActionQuery(
                selection: selection, only: only, trigger: trigger,
                staleMarkings: staleMarkings))
    }

    func action(_ kind: CodeActionKind) -> CodeAction? {
        actions(only: [kind]).first { $0.kind == kind }
    }
}

/// Applies an action's edits and reads the result back through the parser.
struct EditedDocument {
    var text: String
    var tree: SyntaxTree

    init(_ text: String, applying edits: [SourceEdit]) {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var offset = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            precondition(edit.range.start >= offset, "edits overlap")
            result += bytes[offset..<edit.range.start]
            result += Array(edit.replacement.utf8)
            offset = edit.range.end
        }
        result += bytes[offset...]
        self.text = String(decoding: result, as: UTF8.self)
        self.tree = MarkdownParser.parse(result)
    }

    /// The rendered text of every node of a kind, in document order.
    func texts(of matches: (NodeKind) -> Bool) -> [String] {
        var found: [String] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            if matches(tree[id].kind) { found.append(rendered(id)) }
            return true
        }
        return found
    }

    var strong: [String] { texts { $0 == .strong } }
    var emphasis: [String] { texts { $0 == .emphasis } }
    var strikethrough: [String] { texts { $0 == .strikethrough } }
    var code: [String] { texts { if case .codeSpan = $0 { return true } else { return false } } }

    func formatted(_ style: FormattingStyle) -> [String] {
        switch style {
        case .bold: return strong
        case .italic: return emphasis
        case .strikethrough: return strikethrough
        case .code: return code
        }
    }

    /// Each attribute span's text and raw attribute list.
    var spans: [String] {
        var found: [String] = []
        tree.walk { event in
            guard case .enter(let id) = event, case .attributeSpan(let info) = tree[id].kind else { return true }
            found.append("\(rendered(id)) → \(info.attributes.string)")
            return true
        }
        return found
    }

    var diagnostics: [Diagnostic] { AttributeValidator.validate(tree) }

    func rendered(_ id: NodeID) -> String {
        var text = ""
        tree.walk(from: id) { event in
            guard case .enter(let node) = event else { return true }
            switch tree[node].kind {
            case .text: text += tree.text(tree[node].range)
            case .escapedCharacter: text += tree.text(ByteRange(tree[node].range.start + 1, tree[node].range.end))
            case .entity(let decoded): text += decoded
            case .codeSpan(let content): text += content
            case .softBreak, .hardBreak: text += " "
            default: break
            }
            return true
        }
        return text
    }
}
