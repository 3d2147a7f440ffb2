import LaminateFeatures

/// A link-heavy document, as a wiki converted to Markdown looks: sections
/// whose headings often repeat (numbered `-1`, `-2`, …), each with a few
/// paragraphs of links to `#fragments`, most of which name no heading
/// (LAM026): some a typo of a heading, some a page that was renamed, some
/// one repeat past the last. What the "did you mean" search and the link
/// check cost at scale (`--focus broken-links`).
extension DocumentGenerator {
    mutating func brokenLinksSection() -> [String] {
        let title =
            random.chance(30)
            ? random.pick(RecipeVocabulary.sectionTitles)
            : "\(random.pick(RecipeVocabulary.dishes)) \(random.pick(RecipeVocabulary.fillerWords)) \(random.below(1_000))"
        var lines = ["## \(title)", ""]
        linkAnchors.append(linkSlugger.slug(title))
        for _ in 0..<2 {
            var units: [String] = []
            for _ in 0..<5 {
                units.append(random.pick(RecipeVocabulary.fillerWords))
                units.append(random.pick(RecipeVocabulary.fillerWords))
                units.append("[\(random.pick(RecipeVocabulary.fillerWords))](#\(brokenLinkFragment()))")
            }
            lines += wrap(units, width: 72, hardBreaks: false) + [""]
        }
        return lines
    }

    /// A fragment: a heading's anchor (one in five), a typo of one, a
    /// renamed page's slug, or a repeat past the last.
    private mutating func brokenLinkFragment() -> String {
        let anchor = linkAnchors[random.below(linkAnchors.count)]
        switch random.below(10) {
        case 0, 1: return anchor
        case 2, 3, 4:
            var scalars = Array(anchor.unicodeScalars)
            guard scalars.count > 2 else { return anchor + "x" }
            let at = random.below(scalars.count - 1)
            if random.chance(50) { scalars.swapAt(at, at + 1) } else { scalars.remove(at: at) }
            var typo = ""
            typo.unicodeScalars.append(contentsOf: scalars)
            return typo
        case 5, 6, 7, 8:
            return HeadingSlugger.baseSlug(
                "\(random.pick(RecipeVocabulary.chapters)) \(random.pick(RecipeVocabulary.ingredients)) "
                    + "\(random.pick(RecipeVocabulary.fillerWords))")
        default:
            return HeadingSlugger.baseSlug(random.pick(RecipeVocabulary.sectionTitles)) + "-\(9_000 + random.below(1_000))"
        }
    }
}
