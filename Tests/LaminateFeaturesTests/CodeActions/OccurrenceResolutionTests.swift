@testable import LaminateFeatures
import LaminateDialect
import Testing

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
