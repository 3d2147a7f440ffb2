import LaminateAttributes
import LaminateDialect

extension SemanticTokenCollector {
    /// An attribute list read once, for its tokens and to know whether it
    /// makes its span's text ingredient text.
    struct ParsedAttributes {
        var text: MappedText
        var list: Result<AttributeList, JSON5SyntaxError>

        /// `list` is `text` read, taken from the document's `AttributeLists`.
        init(_ text: MappedText, list: Result<AttributeList, JSON5SyntaxError>) {
            self.text = text
            self.list = list
        }

        /// Whether the list sets `ingredient` to something other than
        /// `null`; in a list that is not valid JSON5 yet, whether it names it.
        var setsIngredient: Bool {
            switch list {
            case .success(let list):
                guard let member = list["ingredient"] else { return false }
                return !member.value.isNull
            case .failure:
                return LenientAttributeScan.tokens(text.bytes).contains { token in
                    token.type == .property && text.bytes[token.range.range].elementsEqual("ingredient".utf8)
                }
            }
        }
    }

    /// The attribute text of a span or definition.
    static func attributeText(of node: SyntaxNode) -> MappedText? {
        switch node.kind {
        case .attributeSpan(let info): info.attributes
        case .attributeDefinition(let info): info.attributes
        default: nil
        }
    }

    /// Tokens for an attribute list: each key, and each value by kind. The
    /// list is read with the JSON5 reader on its `MappedText`, whose ranges
    /// map back to the document even when the list spans lines. A list that
    /// is not valid JSON5 (as while typing) is read by a lenient scan instead.
    ///
    /// A reference-form span's list lives in its definition, which has its
    /// own tokens, so only spans written inline and definitions get these.
    mutating func addAttributeList(_ attributes: ParsedAttributes, of node: SyntaxNode, context: Context) {
        if case .attributeSpan(let info) = node.kind, info.referenceLabel != nil { return }
        // Keys and values are not formatted text; they keep only `definition`.
        let modifiers = context.modifiers.intersection(.definition)
        switch attributes.list {
        case .success(let list):
            addValueTokens(list.object, list: list, modifiers: modifiers)
        case .failure:
            let text = attributes.text
            for token in LenientAttributeScan.tokens(text.bytes) {
                add(text.sourceRange(token.range.start, token.range.end), token.type, modifiers, isAttributeSyntax: true)
            }
        }
    }

    /// Keys and scalar values of an object and everything nested in it,
    /// without recursion (lists may nest hundreds of levels deep).
    private mutating func addValueTokens(_ object: JSON5Object, list: AttributeList, modifiers: SemanticTokenModifiers) {
        var pendingObjects = [object]
        var pendingValues: [JSON5Value] = []
        while !pendingObjects.isEmpty || !pendingValues.isEmpty {
            if let object = pendingObjects.popLast() {
                for member in object.members {
                    add(list.sourceRange(member.keyRange), .property, modifiers, isAttributeSyntax: true)
                    pendingValues.append(member.value)
                }
                continue
            }
            guard let value = pendingValues.popLast() else { break }
            let type: SemanticTokenType
            switch value.kind {
            case .object(let nested):
                pendingObjects.append(nested)
                continue
            case .array(let elements):
                pendingValues.append(contentsOf: elements)
                continue
            case .string: type = .string
            case .number: type = .number
            case .bool: type = .boolean
            case .null: type = .keyword
            }
            add(list.sourceRange(value.range), type, modifiers, isAttributeSyntax: true)
        }
    }
}
