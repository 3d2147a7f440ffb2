import LaminateDialect

/// Where a validation run takes each span's and definition's attribute
/// list from.
///
/// An editor's analysis has every list of the version read once, in a
/// table the tokens, hover and colours share (`AttributeLists`). A document
/// checked chunk by chunk (`ChunkedValidation`) reads each list as the walk
/// meets it, a text met before not read again (`ListReadings`): building a
/// table of the chunk's lists first, to look each up right after, was a
/// tenth of `laminate check`.
struct ListSource {
    /// The version's table, if it has one.
    private let table: AttributeLists?
    /// Otherwise: what each distinct text read as, so far.
    private(set) var readings: ListReadings

    /// The lists of `table`.
    init(_ table: AttributeLists) {
        self.table = table
        readings = ListReadings(limit: 0)
    }

    /// Lists read as they are met, `readings` holding those read before.
    init(readings: ListReadings) {
        table = nil
        self.readings = readings
    }

    /// The list of the span or definition `id`, whose attribute text is
    /// `text`, and whether a list of the same text was checked on its own
    /// and found right (so it need not be checked again).
    mutating func list(of id: NodeID, text: MappedText) -> (list: Result<AttributeList, JSON5SyntaxError>, isClean: Bool) {
        if let table { return (table.list(of: id, text: text), false) }
        return readings.list(text)
    }

    /// Notes that the list of `text` was checked on its own and found right.
    mutating func markClean(_ text: MappedText) {
        if table == nil { readings.markClean(text) }
    }
}
