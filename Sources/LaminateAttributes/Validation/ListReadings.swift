/// What each distinct attribute-list text read as, kept while a document is
/// checked chunk by chunk (`ChunkedValidation`), so that a text met again in
/// a later chunk is not read again: what a list reads as depends only on
/// its bytes. A cookbook of 10 MB has 77,000 spans and 310 distinct texts;
/// reading each of them once was a tenth of `laminate check`.
///
/// At most `limit` texts are kept, so a document whose texts never repeat
/// holds a bounded table, not a reading of every list.
struct ListReadings: Sendable {
    private(set) var table: [[UInt8]: JSON5Object] = [:]
    let limit: Int

    init(limit: Int = 4096) { self.limit = limit }

    /// Keeps the readings of `lists` whose texts are not kept yet, while there is room.
    mutating func keep(_ lists: [Result<AttributeList, JSON5SyntaxError>]) {
        for case .success(let list) in lists where table.count < limit && table[list.text.bytes] == nil {
            table[list.text.bytes] = list.object
        }
    }
}
