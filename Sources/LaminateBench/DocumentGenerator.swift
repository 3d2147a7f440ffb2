import LaminateFeatures

/// Generates large, realistic Attributed Markdown documents for the
/// benchmark: a cookbook of recipes with every block and inline construct of
/// the dialect, in proportions like a real document's, and many attribute
/// spans.
///
/// The output depends only on the requested size and the seed (our own
/// `SplitMix64`), so the same command writes the same bytes on every machine.
/// Generation stops at the first recipe boundary at or after the requested
/// size, so a document is a little larger than asked, and always ends with a
/// complete recipe.
///
/// Blocks are written in `DocumentGenerator+Blocks.swift`, containers (lists,
/// quotes) in `DocumentGenerator+Containers.swift`, inline text in
/// `DocumentGenerator+Inlines.swift`.
struct DocumentGenerator {
    static let defaultSeed: UInt64 = 2024

    /// What the document may contain.
    enum Dialect {
        /// Everything, attribute spans and definitions included.
        case attributedMarkdown
        /// The same document with every attribute span replaced by its text
        /// and no attribute definitions: CommonMark with GFM tables and
        /// strikethrough, which cmark-gfm renders as Laminate must.
        case commonMark
    }

    /// A whole cookbook, or with `focus` a document of one construct only
    /// (see `DocumentGenerator+Focused.swift`).
    static func generate(
        size: ByteSize, seed: UInt64 = defaultSeed, dialect: Dialect = .attributedMarkdown, focus: Focus? = nil
    ) -> [UInt8] {
        var generator = DocumentGenerator(seed: seed, dialect: dialect)
        if let focus {
            return generator.focusedDocument(focus, minimumByteCount: size.bytes)
        }
        return generator.document(minimumByteCount: size.bytes)
    }

    let dialect: Dialect
    var random: SplitMix64
    var output: [UInt8] = []
    /// The recipe being written; labels of reference definitions carry its
    /// number so that every recipe defines and uses its own.
    var recipeNumber = 0

    /// Where each recipe starts in `output`, so that a document can be cut
    /// into self-contained pieces (each recipe holds its own definitions).
    var recipeStarts: [Int] = []
    /// How many headings read "Ingredients" so far, and the anchor of the
    /// current recipe's (GitHub numbers repeats: `#ingredients`,
    /// `#ingredients-1`, …), which its reference definitions link to.
    var ingredientsHeadings = 0
    var ingredientsAnchor: String?
    /// The anchors of a broken-links document's headings so far, numbered as GitHub numbers repeats.
    var linkAnchors: [String] = []
    var linkSlugger = HeadingSlugger()

    init(seed: UInt64, dialect: Dialect = .attributedMarkdown) {
        random = SplitMix64(seed: seed)
        self.dialect = dialect
    }

    mutating func document(minimumByteCount: Int) -> [UInt8] {
        output.reserveCapacity(minimumByteCount &+ 64 * 1024)
        emit(["# The Laminate Cookbook", ""])
        emitBlock(paragraph(sentences: 3))
        while output.count < minimumByteCount {
            if recipeNumber % 12 == 0 {
                emit(chapterHeading(number: recipeNumber / 12 &+ 1))
            }
            recipeNumber &+= 1
            recipeStarts.append(output.count)
            emitRecipe()
        }
        return output
    }

    /// Appends lines, each ended by a newline.
    mutating func emit(_ lines: [String]) {
        for line in lines {
            output.append(contentsOf: line.utf8)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// Appends a block followed by the blank line that separates it from the
    /// next one.
    mutating func emitBlock(_ lines: [String]) {
        emit(lines)
        output.append(UInt8(ascii: "\n"))
    }

    mutating func emitRecipe() {
        emitBlock(recipeHeading())
        for _ in 0..<random.between(1...3) {
            emitBlock(random.chance(12) ? alignedParagraph() : paragraph(sentences: random.between(2...5)))
        }
        ingredientsAnchor = ingredientsHeadings == 0 ? "ingredients" : "ingredients-\(ingredientsHeadings)"
        emitBlock(sectionHeading("Ingredients"))
        emitBlock(ingredientList())
        emitBlock(sectionHeading("Method"))
        emitBlock(methodList())
        if random.chance(65) { emitBlock(ingredientTable()) }
        if random.chance(50) { emitBlock(tipQuote()) }
        if random.chance(35) {
            emitBlock(sectionHeading(random.pick(RecipeVocabulary.sectionTitles)))
            emitBlock(paragraph(sentences: random.between(1...4)))
        }
        if random.chance(30) { emitBlock(fencedCode()) }
        if random.chance(15) {
            // A paragraph first: right after a list, indented lines would
            // continue the last list item instead of starting code.
            emitBlock(["For example:"])
            emitBlock(indentedCode())
        }
        if random.chance(12) { emitBlock([random.pick(RecipeVocabulary.htmlBlocks)]) }
        if random.chance(25) { emitBlock(paragraph(sentences: random.between(1...3))) }
        emitBlock(referenceDefinitions())
        if random.chance(30) { emitBlock([thematicBreak()]) }
    }
}
