import LaminateDialect

/// Where a problem goes among a document's problems: by range, then by code.
/// Every list of problems Laminate makes (the editor's, `laminate check`'s,
/// a chunk's) is in this order, so the same text gives the same list
/// however it was parsed.
struct DocumentOrder: Hashable, Comparable {
    var range: ByteRange
    var code: DiagnosticCode

    static func < (lhs: DocumentOrder, rhs: DocumentOrder) -> Bool {
        (lhs.range, lhs.code.rawValue) < (rhs.range, rhs.code.rawValue)
    }
}

extension Diagnostic {
    var documentOrder: DocumentOrder { DocumentOrder(range: range, code: code) }
}

extension Array {
    /// Sorts the elements by `order`, stably (elements in the same place keep
    /// their order), unless they are in order already: lists put together
    /// from chunks usually are, and a linear look costs less than a sort.
    mutating func sortIfOutOfOrder(by order: (Element) -> DocumentOrder) {
        if zip(self, dropFirst()).contains(where: { order($0.1) < order($0.0) }) {
            sort { order($0) < order($1) }
        }
    }
}
