/// Picks the delimiter for new emphasis, strong or strikethrough so that the
/// result parses as meant under CommonMark's flanking rules: the opener must
/// be able to open, the closer to close, and neither may run into a
/// neighbouring delimiter character or pair with a literal one inside.
struct DelimiterChoice {
    /// The scalar before the opener (nil: start of line).
    var beforeOpener: Unicode.Scalar?
    /// The first scalar of the wrapped text, as it will read after the edit.
    var firstInside: Unicode.Scalar?
    /// The last scalar of the wrapped text.
    var lastInside: Unicode.Scalar?
    /// The scalar after the closer (nil: end of line).
    var afterCloser: Unicode.Scalar?
    /// The delimiter characters that occur as literal text inside.
    var literalInside: Set<UInt8>

    /// The first candidate that parses as meant, if any.
    func choose(from candidates: [String]) -> String? {
        candidates.first(where: works)
    }

    func works(_ delimiter: String) -> Bool {
        guard let byte = delimiter.utf8.first else { return false }
        let character = Unicode.Scalar(byte)
        if literalInside.contains(byte) { return false }
        // A backslash before the opener would escape it.
        if beforeOpener == "\\" { return false }
        for neighbour in [beforeOpener, firstInside, lastInside, afterCloser] where neighbour == character { return false }
        let opener = Flanking(before: beforeOpener, after: firstInside)
        let closer = Flanking(before: lastInside, after: afterCloser)
        if byte == UInt8(ascii: "_") {
            let canOpen = opener.isLeft && (!opener.isRight || opener.beforeClass == .punctuation)
            let canClose = closer.isRight && (!closer.isLeft || closer.afterClass == .punctuation)
            return canOpen && canClose
        }
        return opener.isLeft && closer.isRight
    }

    /// CommonMark's left- and right-flanking tests for a delimiter run between two scalars.
    struct Flanking {
        var beforeClass: SourceCharacters.Class
        var afterClass: SourceCharacters.Class

        init(before: Unicode.Scalar?, after: Unicode.Scalar?) {
            beforeClass = SourceCharacters.classify(before)
            afterClass = SourceCharacters.classify(after)
        }

        var isLeft: Bool {
            afterClass != .whitespace && (afterClass != .punctuation || beforeClass != .other)
        }

        var isRight: Bool {
            beforeClass != .whitespace && (beforeClass != .punctuation || afterClass != .other)
        }
    }
}
