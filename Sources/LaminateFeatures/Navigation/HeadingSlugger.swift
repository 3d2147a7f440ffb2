/// GitHub's heading anchors, as its `github-slugger` makes them: the
/// heading's text lowercased, every character that is not a letter, a
/// mark, a number, connector punctuation (`_`), `-` or a space dropped, each space turned into `-`;
/// a slug already given gets `-1`, `-2`, … (skipping any taken).
///
/// A value, one per document: the numbering of repeats is per document.
public struct HeadingSlugger: Sendable {
    /// How many times each base slug was asked for, and every slug given.
    private var occurrences: [String: Int] = [:]

    public init() {}

    /// The anchor of the next heading with `text`, numbered after the
    /// headings already slugged. A heading of only punctuation or emoji
    /// gets `""` (GitHub's too), then `-1`, `-2`.
    public mutating func slug(_ text: String) -> String {
        slug(base: Self.baseSlug(text))
    }

    /// The same for a heading whose `baseSlug` is `base` (kept from an
    /// earlier version of the document: only the numbering is redone).
    public mutating func slug(base: String) -> String {
        var result = base
        while occurrences[result] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            result = base + "-" + String(count)
        }
        occurrences[result] = 0
        return result
    }

    /// The anchor of a heading with `text`, before repeats are numbered.
    public static func baseSlug(_ text: String) -> String {
        var slug = ""
        slug.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case " ": slug.unicodeScalars.append("-")
            case "-", "_": slug.unicodeScalars.append(scalar)
            default:
                if isKept(scalar) { slug.unicodeScalars.append(scalar) }
            }
        }
        return slug
    }

    /// Letters, marks, numbers and connector punctuation stay;
    /// punctuation, symbols (emoji among them), controls and every other
    /// kind of space go (github-slugger's table, by general category).
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without the table (looking up a general category was most
        // of slugging the headings of a large file): the letters and
        // digits are letters and numbers, `_` the one connector
        // punctuation; every other ASCII character is punctuation, a
        // symbol, a space or a control.
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
                || value == 0x5F
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            // The variation selectors and keycap marks of emoji are marks,
            // so they stay, as they do on GitHub.
            true
        default:
            false
        }
    }
}
