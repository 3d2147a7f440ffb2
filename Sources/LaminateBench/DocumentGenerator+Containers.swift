/// Container blocks: bullet and ordered lists (nested, tight and loose) and
/// block quotes (nested, some holding lists). Containers are built by
/// prefixing the lines of their children, as a writer would type them.
extension DocumentGenerator {
    /// A tight bullet list of the recipe's ingredients, most of them marked
    /// with an `ingredient` span, sometimes with a nested list.
    mutating func ingredientList() -> [String] {
        let marker = random.pick(["-", "*", "+"])
        var lines: [String] = []
        for _ in 0..<random.between(4...10) {
            let (name, id) = randomIngredient()
            let quantity = random.pick(RecipeVocabulary.quantities)
            let item: String
            switch random.below(5) {
            case 0: item = "\(quantity) " + span("**\(name)**", "ingredient: \(id), foregroundColor: \"green\"")
            case 1: item = span("\(quantity) \(name)", "ingredient: \(id)") + ", \(random.pick(RecipeVocabulary.fillerWords))"
            case 2: item = "\(quantity) \(name) " + inlineUnits(count: random.between(1...4), style: .heading).joined(separator: " ")
            default: item = "\(quantity) " + span(name, "ingredient: \(id)")
            }
            lines.append("\(marker) \(item)")
            if random.chance(12) {
                let nestedMarker = marker == "-" ? "*" : "-"
                for _ in 0..<random.between(1...3) {
                    let (nestedName, nestedID) = randomIngredient()
                    lines.append("  \(nestedMarker) " + span(nestedName, "ingredient: \(nestedID)") + " \(random.pick(RecipeVocabulary.fillerWords))")
                }
            }
        }
        return lines
    }

    /// The method: an ordered list whose items are paragraphs, loose or tight,
    /// sometimes with a code block, a nested list or a second paragraph.
    mutating func methodList() -> [String] {
        let loose = random.chance(50)
        let delimiter = random.chance(80) ? "." : ")"
        let start = random.chance(90) ? 1 : random.between(2...20)
        var lines: [String] = []
        for step in 0..<random.between(3...8) {
            if loose && step > 0 { lines.append("") }
            let marker = "\(start &+ step)\(delimiter) "
            let indent = String(repeating: " ", count: marker.count)
            var item = paragraph(sentences: random.between(1...3))
            if loose && random.chance(20) {
                item.append("")
                item.append(contentsOf: random.chance(50) ? fencedCode() : paragraph(sentences: 1))
            }
            if random.chance(10) {
                if loose { item.append("") }
                item.append(contentsOf: ingredientList())
            }
            lines.append(contentsOf: prefixed(item, first: marker, rest: indent))
        }
        return lines
    }

    /// A tip in a block quote: a paragraph, sometimes a list or a nested
    /// quote, and sometimes lazy continuation lines.
    mutating func tipQuote() -> [String] {
        var body = ["**Tip:** " + (paragraph(sentences: random.between(1...3)).first ?? "")]
        body.append(contentsOf: paragraph(sentences: random.between(1...2)))
        if random.chance(30) {
            body.append("")
            body.append(contentsOf: ingredientList())
        }
        if random.chance(25) {
            body.append("")
            body.append(contentsOf: prefixed(paragraph(sentences: random.between(1...2)), first: "> ", rest: "> "))
        }
        var lines = prefixed(body, first: "> ", rest: "> ")
        if random.chance(15) {
            // A lazy continuation line: a paragraph continues without `>`.
            lines.append(random.pick(RecipeVocabulary.fillerWords) + " " + random.pick(RecipeVocabulary.ingredients) + ".")
        }
        return lines
    }

    /// Prefixes the first line with `first` and the others with `rest`; blank
    /// lines get the prefix without its trailing spaces, as editors write them.
    func prefixed(_ lines: [String], first: String, rest: String) -> [String] {
        var result: [String] = []
        result.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let prefix = index == 0 ? first : rest
            if line.isEmpty {
                result.append(String(prefix.reversed().drop { $0 == " " }.reversed()))
            } else {
                result.append(prefix + line)
            }
        }
        return result
    }
}
