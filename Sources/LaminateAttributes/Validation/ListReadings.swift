import LaminateDialect

/// What each distinct attribute-list text read as, kept while a document is
/// checked chunk by chunk (`ChunkedValidation`), so that a text met again in
/// a later chunk is not read again: what a list reads as depends only on
/// its bytes. A cookbook has far fewer distinct list texts than spans;
/// reading every span's list was a noticeable part of `laminate check`.
///
/// Each reading also says whether the list's syntax, keys and values were
/// found right (`ValidationRun.checkList` found nothing): that too depends
/// only on the bytes (under the one formatting definition of the check), so
/// a list met again that was right is not checked again.
///
/// At most `limit` texts are kept, so a document whose texts never repeat
/// holds a bounded table, not a reading of every list.
struct ListReadings: Sendable {
    struct Reading: Sendable {
        var object: JSON5Object
        /// Whether checking the list on its own found nothing.
        var isClean = false
    }

    private(set) var table: [AttributeTextKey: Reading] = [:]
    let limit: Int

    init(limit: Int = 4096) { self.limit = limit }

    /// The list `text` reads as, and whether it was found clean before;
    /// read now, and kept while there is room, unless a list with the same
    /// text was read before. (One look-up: a span's text is hashed once.)
    mutating func list(_ text: MappedText) -> (list: Result<AttributeList, JSON5SyntaxError>, isClean: Bool) {
        let key = AttributeTextKey(bytes: text.bytes)
        if let reading = table[key] { return (.success(AttributeList(object: reading.object, text: text)), reading.isClean) }
        let read = AttributeList.read(text)
        if case .success(let list) = read, table.count < limit { table[key] = Reading(object: list.object) }
        return (read, false)
    }

    /// Notes that checking the list of `text` on its own found nothing.
    mutating func markClean(_ text: MappedText) {
        // Only a kept text: `isClean` is asked only of those.
        let key = AttributeTextKey(bytes: text.bytes)
        guard table[key] != nil else { return }
        table[key]!.isClean = true
    }
}
