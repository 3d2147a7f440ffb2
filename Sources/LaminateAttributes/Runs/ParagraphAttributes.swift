/// Paragraph run boundaries: a paragraph attribute has one value over its
/// whole Markdown paragraph (the leaf block: paragraph, heading, table cell,
/// as the validator's LAM011 reads "paragraph"). Foundation joins blocks with
/// no character between them, so a paragraph is the stretch of pieces with
/// the same innermost presentation intent, not the text up to a `\n`.
enum ParagraphAttributes {
    /// Where parts of a paragraph set different values, the last one holds,
    /// as when Foundation sets them in document order.
    static func spread(over pieces: inout [RunPiece], keys: [String]) {
        guard !keys.isEmpty, pieces.contains(where: { piece in keys.contains { piece.attributes.spanAttributes[$0] != nil } }) else { return }
        var paragraphStart = 0
        while paragraphStart < pieces.count {
            let block = leafIdentity(of: pieces[paragraphStart])
            var paragraphEnd = paragraphStart + 1
            while paragraphEnd < pieces.count, leafIdentity(of: pieces[paragraphEnd]) == block { paragraphEnd += 1 }
            let paragraph = paragraphStart..<paragraphEnd
            for key in keys {
                let value = pieces[paragraph].last { $0.attributes.spanAttributes[key] != nil }?.attributes.spanAttributes[key]
                for pieceIndex in paragraph { pieces[pieceIndex].attributes.spanAttributes[key] = value }
            }
            paragraphStart = paragraphEnd
        }
    }

    /// The identity of the innermost block the piece lies in (Apple's
    /// components list it first); nil outside every block with an intent.
    private static func leafIdentity(of piece: RunPiece) -> Int? {
        piece.attributes.presentationIntent?.components.first?.identity
    }
}
