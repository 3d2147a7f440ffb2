/// Foundation's paragraph run boundaries: a paragraph attribute has one value
/// from the start of a paragraph (text up to and including a `\n`) to its end.
enum ParagraphAttributes {
    /// Where parts of a paragraph set different values, the last one holds,
    /// as when Foundation sets them in document order.
    static func spread(over pieces: inout [RunPiece], keys: [String]) {
        guard !keys.isEmpty, pieces.contains(where: { piece in keys.contains { piece.attributes.spanAttributes[$0] != nil } }) else { return }
        var paragraphStart = 0
        for index in pieces.indices where pieces[index].text.hasSuffix("\n") || index == pieces.count - 1 {
            let paragraph = paragraphStart...index
            for key in keys {
                let value = pieces[paragraph].last { $0.attributes.spanAttributes[key] != nil }?.attributes.spanAttributes[key]
                for pieceIndex in paragraph { pieces[pieceIndex].attributes.spanAttributes[key] = value }
            }
            paragraphStart = index + 1
        }
    }
}
