import LaminateDialect

extension RunLowering {
    mutating func enterInline(_ id: NodeID) -> Bool {
        let node = tree[id]
        switch node.kind {
        case .text:
            emit(sourceText(node.range.start, node.range.end), source: node.range)
        case .escapedCharacter:
            emit(sourceText(min(node.range.start &+ 1, node.range.end), node.range.end), source: node.range)
        case .entity(let decoded):
            emit(decoded.replacingNUL(), source: node.range)
        case .softBreak:
            // One space run of its own (automerge-swift's printout: `" "`
            // with `NSInlinePresentationIntent: 64`).
            emit(" ", source: node.range, adding: .softBreak)
        case .hardBreak:
            // A line feed (issue 16's reading of the sources; unverified, see
            // `Laminate.docc/AttributeRuns.md`). It ends a Foundation paragraph, not a Markdown one:
            // paragraph attributes still spread over the whole Markdown block.
            emit("\n", source: node.range, adding: .lineBreak)
        case .codeSpan(let content):
            let delimiters = tree.markers(of: id).filter { $0.kind == .codeSpanDelimiter }
            var source = node.range
            if let open = delimiters.first, let close = delimiters.last, open.range.end <= close.range.start {
                source = ByteRange(open.range.end, close.range.start)
            }
            emit(content.replacingNUL(), source: source, adding: .code)
        case .emphasis:
            emphasisDepth &+= 1
        case .strong:
            strongDepth &+= 1
        case .strikethrough:
            strikethroughDepth &+= 1
        case .link(let info):
            links.append(destination(info.destination))
        case .image(let info):
            images.append(destination(info.destination))
        case .autolink(let destination, let isEmail):
            links.append(isEmail ? "mailto:" + destination : destination)
            let inside = node.range.count >= 2 ? ByteRange(node.range.start &+ 1, node.range.end &- 1) : node.range
            emit(destination, source: inside)
            links.removeLast()
            return false
        case .inlineHTML(let content):
            emit(content.replacingNUL(), source: node.range, adding: .inlineHTML)
        case .attributeSpan(let info):
            var attributes = spanAttributes.last ?? [:]
            for (key, value) in SpanAttributes.valid(in: info, definition: definition) { attributes[key] = value }
            spanAttributes.append(attributes)
        default:
            break
        }
        return true
    }

    mutating func exitInline(_ id: NodeID) {
        switch tree[id].kind {
        case .emphasis: emphasisDepth &-= 1
        case .strong: strongDepth &-= 1
        case .strikethrough: strikethroughDepth &-= 1
        case .link: if !links.isEmpty { links.removeLast() }
        case .image: if !images.isEmpty { images.removeLast() }
        case .attributeSpan: if !spanAttributes.isEmpty { spanAttributes.removeLast() }
        default: break
        }
    }
}

/// The attributes a span sets that reach its runs.
enum SpanAttributes {
    /// The span's keys that the definition allows, with valid values; the
    /// first of duplicate keys decides, as in Foundation. An invalid list sets nothing.
    static func valid(in info: AttributeSpanInfo, definition: FormattingDefinition) -> [String: AttributeValue] {
        guard case .success(let list) = AttributeList.read(info.attributes) else { return [:] }
        var seen: Set<String> = []
        var result: [String: AttributeValue] = [:]
        for member in list.object.members where seen.insert(member.key).inserted {
            guard list.isEffective(member, definition: definition) else { continue }
            result[member.key] = AttributeValue(member.value)
        }
        return result
    }
}
