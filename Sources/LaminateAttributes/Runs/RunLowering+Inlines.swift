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
        case .softBreak where options.syntax == .inlineOnlyPreservingWhitespace:
            emit(preservedWhiteSpace(of: node.range), source: node.range, adding: .softBreak)
        case .hardBreak where options.syntax == .inlineOnlyPreservingWhitespace:
            emit(preservedWhiteSpace(of: node.range), source: node.range, adding: .lineBreak)
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
            switch options.spanKeys {
            case .allowedByDefinition:
                for (key, value) in SpanAttributes.valid(in: info, definition: definition) { attributes[key] = value }
            case .all:
                switch SpanAttributes.all(in: info) {
                case .success(let all):
                    for (key, value) in all { attributes[key] = value }
                case .failure(let error):
                    invalidAttributeSpans.append(
                        InvalidAttributeSpan(
                            spanRange: node.range,
                            errorRange: AttributeList(object: JSON5Object(hasBraces: false), text: info.attributes).sourceRange(error.range),
                            message: error.message))
                }
            case .none:
                break
            }
            spanAttributes.append(attributes)
        default:
            break
        }
        return true
    }

    /// The white space a line break stands for, as written: the break's own
    /// spaces and line ending (not a backslash) and the next line's leading
    /// spaces and tabs, which the inline parser leaves out of every node.
    func preservedWhiteSpace(of range: ByteRange) -> String {
        var bytes = tree.source[range.start..<range.end].filter { $0 != UInt8(ascii: "\\") }
        var index = range.end
        while index < tree.source.count, tree.source[index] == UInt8(ascii: " ") || tree.source[index] == UInt8(ascii: "\t") {
            bytes.append(tree.source[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
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

    /// Every key the span sets, the first of duplicates, with its value as
    /// written; the reader's error when the list is not valid JSON5.
    static func all(in info: AttributeSpanInfo) -> Result<[String: AttributeValue], JSON5SyntaxError> {
        AttributeList.read(info.attributes).map { list in
            var result: [String: AttributeValue] = [:]
            for member in list.object.members where result[member.key] == nil {
                result[member.key] = AttributeValue(member.value)
            }
            return result
        }
    }
}
