/// Leaf blocks: headings, paragraphs, code, tables, thematic breaks and the
/// recipe's reference definitions. Each returns its lines without the blank
/// line that follows it, so containers can prefix them.
extension DocumentGenerator {
    mutating func chapterHeading(number: Int) -> [String] {
        let title = "Chapter \(number): \(random.pick(RecipeVocabulary.chapters))"
        // Setext headings are rarer than ATX ones in practice, but they occur.
        if random.chance(30) {
            return [title, String(repeating: "=", count: title.count), ""]
        }
        return ["# \(title)", ""]
    }

    mutating func recipeHeading() -> [String] {
        var title = "\(recipeNumber). \(random.pick(RecipeVocabulary.dishes))"
        if random.chance(20) { title += " " + random.pick(RecipeVocabulary.worldWords) }
        if random.chance(15) { title += " " + span("(v)", "foregroundColor: \"green\", font: \"caption\"") }
        if random.chance(10) {
            // Not `1. Dish`, which would open an ordered list, not a heading.
            return ["Recipe \(title)", "---"]
        }
        return random.chance(15) ? ["## \(title) ##"] : ["## \(title)"]
    }

    mutating func sectionHeading(_ title: String) -> [String] {
        if title == "Ingredients" { ingredientsHeadings &+= 1 }
        return random.chance(10) ? ["### *\(title)*"] : ["### \(title)"]
    }

    mutating func paragraph(sentences: Int) -> [String] {
        var units: [String] = []
        for _ in 0..<sentences {
            units.append(contentsOf: sentence(style: .paragraph))
        }
        return wrap(units, width: random.between(55...85), hardBreaks: true)
    }

    /// A whole paragraph inside one span carrying a paragraph attribute, as
    /// the spec's `^[Bake until golden.](alignment: "center")`.
    mutating func alignedParagraph() -> [String] {
        var units = sentence(style: .paragraph)
        if random.chance(50) { units.append(contentsOf: sentence(style: .paragraph)) }
        let attributes =
            random.chance(70)
            ? "alignment: \"\(random.pick(RecipeVocabulary.alignments))\""
            : "lineHeight: \"loose\", writingDirection: \"natural\""
        if dialect == .attributedMarkdown {
            units[0] = "^[" + units[0]
            units[units.count &- 1] += "](\(attributes))"
        }
        return wrap(units, width: 80, hardBreaks: false)
    }

    mutating func fencedCode() -> [String] {
        let fence = random.chance(80) ? "```" : "~~~"
        var lines = [fence + random.pick(RecipeVocabulary.infoStrings)]
        for index in 0..<random.between(3...12) {
            lines.append(codeLine(index: index))
        }
        lines.append(fence)
        return lines
    }

    mutating func indentedCode() -> [String] {
        (0..<random.between(2...6)).map { "    " + codeLine(index: $0) }
    }

    private mutating func codeLine(index: Int) -> String {
        let ingredient = random.pick(RecipeVocabulary.ingredients)
        switch random.below(6) {
        case 0: return "let \(identifier(ingredient)) = Ingredient(\"\(ingredient)\", grams: \(random.between(5...900)))"
        case 1: return "    oven.bake(minutes: \(random.between(10...90)), celsius: \(random.between(150...240))) // *not* emphasis"
        case 2: return "step \(index): fold the \(ingredient) in <gently> & wait"
        case 3: return "{ \"ingredient\": \(random.between(1...60)), \"name\": \"\(ingredient)\" }"
        case 4: return ""
        default:
            let notASpan = dialect == .attributedMarkdown ? " ^[no](span: 1)" : ""
            return "# \(random.pick(RecipeVocabulary.fillerWords)) [\(ingredient)](not-a-link)\(notASpan)"
        }
    }

    private func identifier(_ words: String) -> String {
        String(words.compactMap { $0.isLetter && $0.isASCII ? $0 : nil })
    }

    mutating func ingredientTable() -> [String] {
        var lines = [
            "| Ingredient | Amount | Notes |",
            random.chance(50) ? "|:-----------|-------:|:-----:|" : "| --- | ---: | :--- |",
        ]
        for _ in 0..<random.between(4...10) {
            let (name, id) = randomIngredient()
            let cellName = random.chance(60) ? span(name, "ingredient: \(id)") : name
            let notes = inlineUnits(count: random.between(1...5), style: .tableCell).joined(separator: " ")
            lines.append("| \(cellName) | \(random.pick(RecipeVocabulary.quantities)) | \(notes) |")
        }
        return lines
    }

    mutating func thematicBreak() -> String {
        random.pick(["---", "***", "* * *", "___", "- - -"])
    }

    /// The recipe's link reference definitions and attribute definitions,
    /// used by the reference-form links and spans of its text.
    mutating func referenceDefinitions() -> [String] {
        let host = random.pick(RecipeVocabulary.urlHosts)
        var lines = [
            "[src-\(recipeNumber)]: https://\(host)/recipes/\(recipeNumber) \"Original recipe \(recipeNumber)\"",
            // Images on a server, not in a local folder that does not exist
            // (LAM025): the plain document has no problems.
            "[photo-\(recipeNumber)]: <https://\(host)/images/recipe \(recipeNumber).jpg>",
        ]
        if let ingredientsAnchor {
            // A link to a heading of this document, which the link check
            // looks up; repeats are numbered, so an edit above renumbers it.
            lines.append("[list-\(recipeNumber)]: #\(ingredientsAnchor)")
        }
        if random.chance(50) {
            lines.append("[ref-\(recipeNumber)]:")
            lines.append("  https://\(host)/notes/\(recipeNumber)")
            lines.append("  'Notes for recipe \(recipeNumber)'")
        }
        // Attribute definitions: one line each, and apart from link definitions.
        let warm =
            "^[warm-\(recipeNumber)]: foregroundColor: \"\(random.pick(RecipeVocabulary.colors))\", fontWeight: \"\(random.pick(RecipeVocabulary.weights))\""
        let note = "^[note-\(recipeNumber)]: {font: \"\(random.pick(RecipeVocabulary.fontStyles))\", backgroundColor: \"yellow\", inflect: true,}"
        if dialect == .attributedMarkdown {
            lines.append(contentsOf: ["", warm, "", note])
        }
        return lines
    }
}
