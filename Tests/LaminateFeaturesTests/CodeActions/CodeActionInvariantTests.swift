import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Random documents and selections: every action's edits stay in bounds and
/// never overlap; formatting toggles and ingredient marking never change
/// the text a reader sees; a wrap leaves the selected text so formatted.
struct CodeActionInvariantTests {
    static let fragments = [
        "butter", "salt", " ", " ", " ", "warm milk", "*", "**", "_", "__", "~", "~~", "`", "`code`", "[a link](https://x.org)",
        "^[flour](ingredient: 1)", "^[x](kern: 1, kern: 2)", "🧈", "👩‍👩‍👧", "e\u{301}", "黄油", "שלום", "\\*", "&amp;",
        "<b>", "\n", "\n\n", "\n> ", "\n- ", "\n# ", ".", ",", "(", ")", "!", "[", "]", "^[", "<https://a.b>",
    ]

    static func document(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            text += fragments[Int.random(in: 0..<fragments.count, using: &random)]
        }
        return text
    }

    /// A random range on character boundaries.
    static func selection(in text: String, _ random: inout SplitMix64) -> ByteRange {
        let boundaries = Array(text.unicodeScalars.indices.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }) + [text.utf8.count]
        let a = boundaries[Int.random(in: 0..<boundaries.count, using: &random)]
        let b = Bool.random(using: &random) ? a : boundaries[Int.random(in: 0..<boundaries.count, using: &random)]
        return ByteRange(min(a, b), max(a, b))
    }

    @Test(arguments: 0..<8)
    func actionsKeepTheReadersText(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        for _ in 0..<150 {
            let text = Self.document(&random)
            let selection = Self.selection(in: text, &random)
            let analysis = DocumentAnalysis(text: Array(text.utf8))
            let actions = CodeActions.actions(in: analysis, for: CodeActionQuery(selection: selection, only: [.refactor, .quickFix, .source]))
            let before = EditedDocument(text, applying: [])
            for action in actions {
                var end = 0
                for edit in action.edits {
                    #expect(edit.range.start >= end && edit.range.end <= text.utf8.count, "\(action.title) in \(text.debugDescription)")
                    end = max(end, edit.range.end)
                }
                guard action.edits.allSatisfy({ $0.range.end <= text.utf8.count }) else { continue }
                let after = EditedDocument(text, applying: action.edits)
                switch action.kind {
                case .bold, .italic, .strikethrough, .code, .markIngredient, .markAllIngredients, .removeIngredient:
                    #expect(
                        after.readerText == before.readerText,
                        "\(action.title) changed \(text.debugDescription) into \(after.text.debugDescription)")
                default:
                    break
                }
            }
        }
    }
}

extension EditedDocument {
    /// The text a reader sees: every leaf's rendered text, blocks on their own lines.
    var readerText: String {
        var text = ""
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            switch tree[id].kind {
            case .paragraph, .heading, .tableCell, .codeBlock, .htmlBlock: text += "\n"
            case .text: text += tree.text(tree[id].range)
            case .escapedCharacter: text += tree.text(ByteRange(tree[id].range.start + 1, tree[id].range.end))
            case .entity(let decoded): text += decoded
            case .codeSpan(let content): text += content
            case .softBreak, .hardBreak: text += " "
            case .autolink(let destination, _): text += destination
            case .inlineHTML(let content): text += content
            default: break
            }
            return true
        }
        return text
    }
}

/// Every selection of a small document, including ones that start or end
/// inside a character and text that is not valid UTF-8: nothing traps, and
/// edits stay in bounds without overlapping.
@Test func everySelectionOfAnAwkwardDocument() {
    var bytes = Array("**a** 🧈 cafe\u{301} `x` ^[salt](ingredient: 1)\n\n> b_c ~~d~~ ".utf8)
    bytes += [0xFF, 0xC3, 0x20, 0x00, 0x65, 0xE2, 0x82]
    let analysis = DocumentAnalysis(text: bytes)
    for start in 0...bytes.count {
        for end in start...min(bytes.count, start + 12) {
            let actions = CodeActions.actions(
                in: analysis, for: CodeActionQuery(selection: ByteRange(start, end), only: [.refactor, .quickFix, .source]))
            for action in actions {
                var previousEnd = 0
                for edit in action.edits {
                    #expect(edit.range.start >= previousEnd && edit.range.end <= bytes.count)
                    previousEnd = edit.range.end
                }
            }
        }
    }
}
