import LaminateAttributes
import LaminateDialect
import Testing

@testable import LaminateFeatures

/// Overlapping candidates for marking: at the same position the longer text
/// wins, otherwise the earlier one — whatever order they were found in.
@Test(arguments: [
    ([ByteRange(0, 6), ByteRange(0, 13)], [ByteRange(0, 13)]),
    ([ByteRange(7, 13), ByteRange(0, 13)], [ByteRange(0, 13)]),
    ([ByteRange(4, 10), ByteRange(0, 6), ByteRange(10, 12)], [ByteRange(0, 6), ByteRange(10, 12)]),
    ([ByteRange(5, 9), ByteRange(0, 3), ByteRange(5, 7)], [ByteRange(0, 3), ByteRange(5, 9)]),
])
func overlappingOccurrencesResolveDeterministically(_ candidates: [ByteRange], _ expected: [ByteRange]) {
    #expect(OccurrenceSearch.resolve(candidates) == expected)
    #expect(OccurrenceSearch.resolve(candidates.reversed()) == expected)
}

/// Edits are kept sorted and never overlap, whatever order they are added in.
@Test func editListKeepsOrderAndRefusesOverlaps() {
    var list = EditList()
    let additions: [(ByteRange, String, Bool)] = [
        (ByteRange(10, 12), "a", true),
        (ByteRange(2, 4), "b", true),
        (ByteRange(4, 4), "c", true),
        (ByteRange(4, 4), "d", true),
        (ByteRange(3, 5), "x", false),
        (ByteRange(11, 11), "x", false),
    ]
    for (range, replacement, accepted) in additions {
        let added = list.add(SourceEdit(range: range, replacement: replacement))
        #expect(added == accepted, "\(range)")
    }
    #expect(list.edits.map(\.replacement) == ["b", "c", "d", "a"])
    #expect(list.merged.map(\.replacement) == ["bcd", "a"])
}
