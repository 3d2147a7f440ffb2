/// Documents made of one construct, for `laminate-bench breakdown`: they show
/// which constructs cost Laminate more than cmark-gfm, which a mixed document
/// cannot.
extension DocumentGenerator {
    /// The construct a focused document is made of.
    enum Focus: CaseIterable {
        case prose, emphasis, strong, codeSpans, links, attributeSpans, strikethrough, entities
        case escapes, rawHTML, headings, bulletLists, orderedLists, blockQuotes, tables
        case fencedCode, indentedCode, htmlBlocks, brokenLinks

        /// The name `--focus` takes: the display name in kebab case.
        var optionName: String {
            String(name.map { $0 == " " ? "-" : $0 }).lowercased()
        }

        init?(optionName: String) {
            guard let focus = Focus.allCases.first(where: { $0.optionName == optionName }) else { return nil }
            self = focus
        }

        var name: String {
            switch self {
            case .prose: return "plain prose"
            case .emphasis: return "emphasis"
            case .strong: return "strong emphasis"
            case .codeSpans: return "code spans"
            case .links: return "links and images"
            case .attributeSpans: return "attribute spans"
            case .strikethrough: return "strikethrough"
            case .entities: return "entity references"
            case .escapes: return "backslash escapes"
            case .rawHTML: return "inline HTML"
            case .headings: return "headings"
            case .bulletLists: return "bullet lists"
            case .orderedLists: return "ordered lists"
            case .blockQuotes: return "block quotes"
            case .tables: return "tables"
            case .fencedCode: return "fenced code"
            case .indentedCode: return "indented code"
            case .htmlBlocks: return "HTML blocks"
            case .brokenLinks: return "broken links"
            }
        }

        /// For inline constructs: the unit kind that alternates with plain
        /// words in every paragraph.
        var inlineKind: InlineKind? {
            switch self {
            case .prose: return .word
            case .emphasis: return .emphasis
            case .strong: return .strong
            case .codeSpans: return .code
            case .links: return .link
            case .attributeSpans: return .attributeSpan
            case .strikethrough: return .strikethrough
            case .entities: return .entity
            case .escapes: return .escape
            case .rawHTML: return .rawHTML
            default: return nil
            }
        }
    }

    /// A document of at least `minimumByteCount` bytes made of `focus`, in
    /// recipes that each end with their reference definitions (which links
    /// and reference-form spans use).
    mutating func focusedDocument(_ focus: Focus, minimumByteCount: Int) -> [UInt8] {
        output.reserveCapacity(minimumByteCount &+ 64 * 1024)
        while output.count < minimumByteCount {
            recipeNumber &+= 1
            for _ in 0..<10 {
                emitBlock(focusedBlock(focus))
            }
            emitBlock(referenceDefinitions())
        }
        return output
    }

    private mutating func focusedBlock(_ focus: Focus) -> [String] {
        if let kind = focus.inlineKind {
            var units: [String] = []
            for index in 0..<40 {
                units.append(index % 2 == 0 ? inlineUnit(.word, style: .paragraph) : inlineUnit(kind, style: .paragraph))
            }
            return wrap(units, width: 72, hardBreaks: false)
        }
        switch focus {
        case .headings:
            return (0..<4).flatMap { _ in recipeHeading() + [""] + sectionHeading(random.pick(RecipeVocabulary.sectionTitles)) + [""] }
        case .bulletLists: return ingredientList()
        case .orderedLists: return methodList()
        case .blockQuotes: return tipQuote()
        case .tables: return ingredientTable()
        case .fencedCode: return fencedCode()
        case .indentedCode: return ["For example:", ""] + indentedCode()
        case .brokenLinks: return brokenLinksSection()
        default: return [random.pick(RecipeVocabulary.htmlBlocks)]
        }
    }
}
