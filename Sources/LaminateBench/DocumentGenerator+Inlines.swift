/// Inline text: sentences made of words and inline constructs (emphasis,
/// code spans, links, images, autolinks, strikethrough, entities, escapes,
/// raw HTML and attribute spans, those in `DocumentGenerator+AttributeSpans.swift`),
/// and wrapping into lines.
extension DocumentGenerator {
    /// Where inline text goes decides which constructs it may hold: table
    /// cells and headings are one line, so no line breaks and no pipes.
    enum InlineStyle {
        case paragraph, heading, tableCell

        var allowsLineBreaks: Bool { self == .paragraph }
    }

    /// One sentence as units (words or whole constructs) that wrapping never
    /// splits, the last one ending with punctuation.
    mutating func sentence(style: InlineStyle) -> [String] {
        var units = inlineUnits(count: random.between(6...18), style: style)
        if let first = units.first, let initial = first.first, initial.isLowercase {
            units[0] = initial.uppercased() + first.dropFirst()
        }
        var last = units[units.count &- 1]
        if last.hasSuffix(",") { last.removeLast() }
        units[units.count &- 1] = last + random.pick([".", ".", ".", "!", "?", ":", ";"])
        return units
    }

    mutating func inlineUnits(count: Int, style: InlineStyle) -> [String] {
        var units: [String] = []
        units.reserveCapacity(count)
        for _ in 0..<max(1, count) {
            units.append(inlineUnit(style: style))
        }
        return units
    }

    /// The kinds of inline unit and how often each occurs, out of
    /// `InlineKind.totalWeight`: mostly plain words, about one unit in four
    /// markup, a third of that attribute spans. The mix was tuned so that
    /// cmark-gfm takes about as long on it as on real annotated text of the
    /// same size: attribute spans are cheap for it (it sees literal
    /// text), emphasis and strikethrough dear, so with too few of those the
    /// document would flatter every parser.
    enum InlineKind: CaseIterable {
        case word, ingredient, attributeSpan, emphasis, strong, strongEmphasis, code, link
        case worldWord, strikethrough, entity, escape, rawHTML, autolink, image, trickyCode, intraword

        var weight: Int {
            switch self {
            case .word: return 650
            case .ingredient: return 40
            case .attributeSpan: return 75
            case .emphasis: return 45
            case .strong: return 35
            case .strongEmphasis: return 4
            case .code: return 14
            case .link: return 18
            case .worldWord: return 8
            case .strikethrough: return 10
            case .entity: return 12
            case .escape: return 6
            case .rawHTML: return 4
            case .autolink: return 3
            case .image: return 3
            case .trickyCode: return 3
            case .intraword: return 3
            }
        }

        static let totalWeight = allCases.reduce(0) { $0 + $1.weight }

        /// The kind whose share of `0..<totalWeight` holds `roll`.
        static func kind(at roll: Int) -> InlineKind {
            var remaining = roll
            for kind in allCases {
                if remaining < kind.weight { return kind }
                remaining -= kind.weight
            }
            return .word
        }
    }

    private mutating func inlineUnit(style: InlineStyle) -> String {
        inlineUnit(InlineKind.kind(at: random.below(InlineKind.totalWeight)), style: style)
    }

    mutating func inlineUnit(_ kind: InlineKind, style: InlineStyle) -> String {
        switch kind {
        case .word:
            var word = random.pick(RecipeVocabulary.fillerWords)
            if random.chance(6) { word += "," }
            return word
        case .ingredient: return random.pick(RecipeVocabulary.ingredients)
        case .attributeSpan: return attributeSpan(style: style)
        case .emphasis: return emphasis()
        case .strong: return strong()
        case .strongEmphasis: return "***\(plainWords(1...2))***"
        case .code: return "`\(random.pick(RecipeVocabulary.codeSnippets))`"
        case .link: return link(style: style)
        case .worldWord: return random.pick(RecipeVocabulary.worldWords)
        case .strikethrough: return random.chance(50) ? "~~\(plainWords(1...3))~~" : "~\(plainWords(1...1))~"
        case .entity: return random.pick(RecipeVocabulary.entities)
        case .escape: return random.pick(["\\*not emphasis\\*", "\\_", "\\[", "1\\.", "\\`", "\\\\", "\\#", "\\*\\*bold**"])
        case .rawHTML: return "<kbd>\(random.pick(["Ctrl", "Enter", "⌘"]))</kbd>"
        case .autolink: return "<https://\(random.pick(RecipeVocabulary.urlHosts))/\(random.pick(RecipeVocabulary.fillerWords))>"
        case .image:
            // On a server (no draw of its own, so the rest of the document stays as it was).
            let host = RecipeVocabulary.urlHosts[recipeNumber % RecipeVocabulary.urlHosts.count]
            return "![\(plainWords(1...3))](https://\(host)/images/\(random.pick(RecipeVocabulary.fillerWords)).jpg \"\(plainWords(1...2))\")"
        case .trickyCode: return style == .tableCell ? "a \\| b" : "``code with ` backtick``"
        case .intraword: return random.chance(50) ? "2*3*4" : "snake_case_name"
        }
    }

    mutating func plainWords(_ count: ClosedRange<Int>) -> String {
        var words: [String] = []
        for _ in 0..<random.between(count) {
            words.append(random.pick(RecipeVocabulary.fillerWords))
        }
        return words.joined(separator: " ")
    }

    private mutating func emphasis() -> String {
        let text = random.chance(20) ? "\(plainWords(1...2)) `\(random.pick(RecipeVocabulary.codeSnippets))`" : plainWords(1...3)
        return random.chance(70) ? "*\(text)*" : "_\(text)_"
    }

    private mutating func strong() -> String {
        let text = random.chance(25) ? "\(plainWords(1...2)) *\(plainWords(1...2))*" : plainWords(1...3)
        return random.chance(80) ? "**\(text)**" : "__\(text)__"
    }

    private mutating func link(style: InlineStyle) -> String {
        let host = random.pick(RecipeVocabulary.urlHosts)
        let text = random.chance(15) ? span(plainWords(1...2), "fontDesign: \"serif\"") : plainWords(1...3)
        switch random.below(6) {
        case 0: return "[\(text)][src-\(recipeNumber)]"
        case 1: return "[\(text)][ref-\(recipeNumber)]"
        case 2: return "![\(text)][photo-\(recipeNumber)]"
        case 3:
            return "[\(text)](https://\(host)/\(random.pick(RecipeVocabulary.fillerWords))?step=\(random.between(1...9)) \"\(plainWords(1...2))\")"
        default: return "[\(text)](https://\(host)/\(random.pick(RecipeVocabulary.fillerWords)))"
        }
    }

    /// An ingredient and its id; the same ingredient always has the same id,
    /// as the spec's ingredient rules want.
    mutating func randomIngredient() -> (name: String, id: Int) {
        let index = random.below(RecipeVocabulary.ingredients.count)
        return (RecipeVocabulary.ingredients[index], index &+ 1)
    }

    /// Joins units into lines of about `width` characters, breaking only
    /// between units; some line ends become hard breaks.
    func wrap(_ units: [String], width: Int, hardBreaks: Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        var hardBreakCounter = units.count
        for unit in units {
            if !line.isEmpty && line.count &+ unit.count > width {
                hardBreakCounter &+= 7
                if hardBreaks && hardBreakCounter % 23 == 0 {
                    line += hardBreakCounter % 2 == 0 ? "  " : "\\"
                }
                lines.append(line)
                line = ""
            }
            if !line.isEmpty { line += " " }
            // A unit may hold a newline (an attribute list written over lines).
            if let newline = unit.firstIndex(of: "\n") {
                line += unit[..<newline]
                lines.append(line)
                line = String(unit[unit.index(after: newline)...])
            } else {
                line += unit
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
