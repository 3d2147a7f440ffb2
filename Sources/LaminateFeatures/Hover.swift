import LaminateAttributes
import LaminateDialect

/// What a hover shows: Markdown text, and the range of the hovered construct.
public struct HoverContent: Sendable, Hashable {
    public var markdown: String
    public var range: ByteRange
}

/// Hover: on text, the effective attributes and where they come from; on an
/// attribute key, its catalog entry; on an ingredient, its id and every
/// place it occurs.
public enum Hover {
    /// The hover at `offset` (a byte offset into the document), or nil where
    /// there is nothing to say (a blank line).
    public static func hover(at offset: Int, in analysis: DocumentAnalysis) -> HoverContent? {
        let tree = analysis.tree
        let path = tree.pathOfNodes(containing: offset)
        if let deepest = path.last, let attributes = attributeText(of: deepest, in: tree, containing: offset) {
            switch AttributeList.read(attributes) {
            // Between members, on the parentheses: the text's attributes, as on the rest of the span.
            case .success(let list): return listHover(list, at: offset, in: analysis) ?? textHover(at: offset, in: analysis)
            case .failure: return brokenListHover(at: offset, in: analysis) ?? textHover(at: offset, in: analysis)
            }
        }
        return textHover(at: offset, in: analysis)
    }

    /// The raw attribute list of a span or attribute definition, when `offset` is inside it.
    private static func attributeText(of id: NodeID, in tree: SyntaxTree, containing offset: Int) -> MappedText? {
        let attributes: MappedText
        switch tree[id].kind {
        case .attributeSpan(let info) where info.referenceLabel == nil: attributes = info.attributes
        case .attributeDefinition(let info): attributes = info.attributes
        default: return nil
        }
        return tree.marker(.attributes, of: id, touching: offset) != nil ? attributes : nil
    }

    /// In a list that is not valid JSON5 (yet), a word followed by `:` is
    /// still a key worth explaining.
    private static func brokenListHover(at offset: Int, in analysis: DocumentAnalysis) -> HoverContent? {
        let text = analysis.text
        var start = min(max(offset, 0), text.count)
        var end = start
        while start > 0, AttributeListCursor.isIdentifierByte(text[start &- 1]) { start &-= 1 }
        while end < text.count, AttributeListCursor.isIdentifierByte(text[end]) { end &+= 1 }
        var next = end
        while next < text.count, text[next] == UInt8(ascii: " ") { next &+= 1 }
        guard start < end, next < text.count, text[next] == UInt8(ascii: ":") else { return nil }
        let key = String(decoding: text[start..<end], as: UTF8.self)
        return HoverContent(markdown: keyMarkdown(key, definition: analysis.definition), range: ByteRange(start, end))
    }

    private static func listHover(_ list: AttributeList, at offset: Int, in analysis: DocumentAnalysis) -> HoverContent? {
        for member in list.object.members {
            let keyRange = list.sourceRange(member.keyRange)
            let valueRange = list.sourceRange(member.value.range)
            if keyRange.start <= offset, offset <= keyRange.end {
                return HoverContent(markdown: keyMarkdown(member.key, definition: analysis.definition), range: keyRange)
            }
            if valueRange.start <= offset, offset <= valueRange.end {
                if member.key == IngredientMarkings.key, let id = member.value.numberValue?.integerValue {
                    let index = IngredientMarkings(analysis)
                    let here = index.uses.first { $0.valueRange == valueRange }
                    return HoverContent(
                        markdown: ingredientMarkdown(id, here: here, index: index, lineIndex: analysis.lineIndex),
                        range: valueRange)
                }
                return HoverContent(markdown: keyMarkdown(member.key, definition: analysis.definition), range: valueRange)
            }
        }
        return nil
    }

    static func keyMarkdown(_ key: String, definition: FormattingDefinition) -> String {
        guard let declaration = definition[key] else {
            return "**\(key)** — unknown attribute\n\nNot in the built-in catalog nor declared in `.laminate.json`."
        }
        var markdown = declaration.hoverMarkdown
        if !definition.isInScope(key) { markdown += "\n\n*Not in this project's scope (`.laminate.json`).*" }
        return markdown
    }

    private static func textHover(at offset: Int, in analysis: DocumentAnalysis) -> HoverContent? {
        let attributes = EffectiveAttributes(at: offset, in: analysis)
        guard !attributes.entries.isEmpty else { return nil }
        var sections: [String] = []
        if let ingredient = attributes[IngredientMarkings.key], let source = ingredient.sources.first,
            let id = ingredient.spanValue?.numberValue?.integerValue
        {
            let index = IngredientMarkings(analysis)
            let here = index.uses.first { $0.spanRange == source.range }
            sections.append(ingredientMarkdown(id, here: here, index: index, lineIndex: analysis.lineIndex))
        }
        let rows = attributes.entries.map { entry in
            [HoverMarkdown.code(entry.key), HoverMarkdown.code(shown(entry.value)), shown(entry.sources)]
        }
        sections.append(HoverMarkdown.table(header: ["attribute", "value", "from"], rows: rows))
        for violation in attributes.violations {
            let wanted = violation.expected.map { "should be \(HoverMarkdown.code($0))" } ?? "should be absent"
            sections.append(
                "⚠️ Constraint \(HoverMarkdown.code(violation.constraint)): "
                    + "\(HoverMarkdown.code(violation.attribute)) \(wanted) here.")
        }
        return HoverContent(markdown: sections.joined(separator: "\n\n"), range: attributes.range)
    }

    /// Hover text stays short however deep the nesting (100,000 block
    /// quotes, 10,000 emphases would make a hover of megabytes): a value
    /// keeps its two ends, a list of sources its innermost few.
    static let maximumValueLength = 200
    static let maximumSources = 8

    private static func shown(_ value: String) -> String {
        let half = maximumValueLength / 2
        guard value.count > maximumValueLength else { return value }
        return value.prefix(half) + " … " + value.suffix(half)
    }

    private static func shown(_ sources: [EffectiveAttributes.Source]) -> String {
        let described = sources.prefix(maximumSources).map(describe).joined(separator: "; ")
        guard sources.count > maximumSources else { return described }
        return described + "; and \(sources.count - maximumSources) more"
    }

    private static func describe(_ source: EffectiveAttributes.Source) -> String {
        (source.markup.map(HoverMarkdown.code) ?? source.name) + ", line \(source.line)"
    }

    static func ingredientMarkdown(_ id: Int, here: IngredientMarkings.Use?, index: IngredientMarkings, lineIndex: LineIndex) -> String {
        let uses = index.uses(of: id)
        var title = "**Ingredient \(id)**"
        if let here { title += " — \(HoverMarkdown.code(here.text))" }
        let others = uses.filter { $0 != here }
        guard !others.isEmpty else { return title + "\n\nUsed nowhere else in this document." }
        let rows = others.map { use in
            [String(lineIndex.line(containingUTF8Offset: use.spanRange.start) &+ 1), HoverMarkdown.code(use.text)]
        }
        let count = others.count == 1 ? "1 other place" : "\(others.count) other places"
        return title + "\n\nAlso in \(count):\n\n" + HoverMarkdown.table(header: ["line", "text"], rows: rows)
    }
}
