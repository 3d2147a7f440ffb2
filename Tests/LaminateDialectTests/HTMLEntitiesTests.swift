import Testing

@testable import LaminateDialect

/// The entity table read from its literal's bytes holds what splitting the
/// literal into lines and parsing each code point as a string gives.
@Suite struct HTMLEntitiesTests {
    @Test func tableMatchesTheLiteralReadAsStrings() {
        var expected: [String: String] = [:]
        for line in HTMLEntities.data.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            var value = ""
            for hex in line[line.index(after: space)...].split(separator: ",") {
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { value.unicodeScalars.append(scalar) }
            }
            expected[String(line[..<space])] = value
        }
        #expect(expected.count > 2_000)
        #expect(HTMLEntities.table == expected)
    }

    @Test(arguments: [("amp", "&"), ("ngE", "\u{2267}\u{338}"), ("Afr", "\u{1D504}"), ("zwnj", "\u{200C}")])
    func entries(name: String, value: String) {
        #expect(HTMLEntities.table[name] == value)
    }
}
