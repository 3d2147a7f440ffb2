import LaminateAttributes
import LaminateDialect

extension SemanticTokenCollector {
    /// Tokens for an attribute list: each key, and each value by kind. The
    /// list is read with the JSON5 reader on its `MappedText`, whose ranges
    /// map back to the document even when the list spans lines. A list that
    /// is not valid JSON5 (as while typing) is read by a lenient scan instead.
    ///
    /// A reference-form span's list lives in its definition, which has its
    /// own tokens, so only spans written inline and definitions get these.
    mutating func addAttributeList(of node: SyntaxNode, range: ByteRange, context: Context) {
        let attributes: MappedText
        switch node.kind {
        case .attributeSpan(let info) where info.referenceLabel == nil: attributes = info.attributes
        case .attributeDefinition(let info): attributes = info.attributes
        default: return
        }
        // Keys and values are not formatted text; they keep only `definition`.
        let modifiers = context.modifiers.intersection(.definition)
        switch AttributeList.read(attributes) {
        case .success(let list):
            addValueTokens(list.object, list: list, modifiers: modifiers)
        case .failure:
            for token in LenientAttributeScan.tokens(attributes.bytes) {
                add(attributes.sourceRange(token.range.start, token.range.end), token.type, modifiers, isAttributeSyntax: true)
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
