import LaminateAppStrings
import Testing

/// Text escaped for a container and written into one reads back as the
/// same text: what every code action inside a container relies on.
struct EscapingRoundTripTests {
    static let samples = [
        "plain", "a \"quote\" and a \\ backslash", "line\nbreak\tand tab\r", "emoji 😀 and CJK 漢字 and é",
        "\"# and \"\"\" and \"##", "\\(not an interpolation) \\#(nor this)", "\u{1}\u{1F} control", "",
    ]

    static let escapings: [StringEscaping] = [
        .json, .strings,
        .swift(hashes: 0, multiline: false), .swift(hashes: 1, multiline: false), .swift(hashes: 2, multiline: false),
        .swift(hashes: 0, multiline: true), .swift(hashes: 1, multiline: true),
    ]

    /// A container holding one string, escaped, and its kind.
    static func container(holding escaped: String, _ escaping: StringEscaping) -> (String, ContainerKind) {
        switch escaping {
        case .json:
            return (
                "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"\(escaped)\"}}}}}}",
                .stringCatalog
            )
        case .strings:
            return ("\"k\" = \"\(escaped)\";\n", .stringsFile)
        case .swift(let hashes, let multiline):
            let delimiter = String(repeating: "#", count: hashes)
            if multiline { return ("Text(\(delimiter)\"\"\"\n    \(escaped)\n    \"\"\"\(delimiter))\n", .swiftSource) }
            return ("Text(\(delimiter)\"\(escaped)\"\(delimiter))\n", .swiftSource)
        }
    }

    @Test(arguments: escapings, samples)
    func escapedTextReadsBack(escaping: StringEscaping, sample: String) throws {
        let (container, kind) = Self.container(holding: escaping.escape(sample), escaping)
        let scan = ContainerScan.scan(Array(container.utf8), as: kind)
        #expect(scan.failure == nil)
        let string = try #require(scan.strings.last, "no string in \(container)")
        #expect(string.text.string == sample, "in \(container)")
        #expect(string.escaping == escaping)
    }
}
