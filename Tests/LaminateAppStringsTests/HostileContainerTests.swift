import LaminateAppStrings
import Testing

/// Containers no tool should choke on: each is read without a crash or a
/// hang, gives a failure or strings, and every string's map stays exact.
struct HostileContainerTests {
    static let cases: [(String, ContainerKind)] = [
        (String(repeating: "[", count: 100_000), .stringCatalog),
        (String(repeating: "{\"a\":", count: 5_000), .stringCatalog),
        ("{\"strings\":{\"\\uD83D\":{},\"\\uDE00x\":{},\"\\u12\":{}}}", .stringCatalog),
        ("{\"strings\":{\"a\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"\\\"}}}}}}", .stringCatalog),
        ("\"a\" = \"\\", .stringsFile),
        ("\"a\" = \"\\UD83D\\U\";", .stringsFile),
        ("/* open comment", .stringsFile),
        ("\"a\" = ;", .stringsFile),
        ("Text(\"^[" + String(repeating: "\\(\"", count: 200) + "\")", .swiftSource),
        ("Text(\"\\(a ? \"^[x](\\(b ? \"\\(c)\" : \"\"))\" : \"\")\")", .swiftSource),
        ("Text(#\"^[x](y: 1)\"##)\n\"^[a](b: 1)", .swiftSource),
        ("Text(\"\"\"\n  ^[x](y: 1)\n", .swiftSource),
        ("Text(\"\"\"^[x](y: 1)\"\"\")", .swiftSource),
        ("/* /* */ Text(\"^[x](y: 1)\")", .swiftSource),
        ("Text(\"\\u{110000}\\u{D800}\\u{}\\u{123456789} ^[x](y: 1)\")", .swiftSource),
        ("Text(\"\"\"\n    a \\\n  b\n    \"\"\")", .swiftSource),
    ]

    @Test(arguments: cases.indices)
    func readsWithoutCrashingAndMapsExactly(index: Int) {
        let (text, kind) = Self.cases[index]
        let bytes = Array(text.utf8)
        let scan = ContainerScan.scan(bytes, as: kind)
        if scan.failure != nil { #expect(scan.strings.isEmpty) }
        for string in scan.strings {
            SourceMapInvariants.check(string, in: bytes)
        }
    }

    @Test func unknownEncodingIsAFailure() {
        guard case .failure = ContainerText.decode([0x22, 0xE9, 0x22]) else {
            Issue.record("Latin-1 read as text")
            return
        }
        guard case .failure = ContainerText.decode([0xFF, 0xFE, 0x00]) else {
            Issue.record("odd UTF-16 read as text")
            return
        }
        guard case .success(let decoded) = ContainerText.decode([0xFE, 0xFF, 0xD8, 0x3D, 0xDE, 0x00]) else {
            Issue.record("UTF-16BE not read")
            return
        }
        #expect(decoded.text == Array("😀".utf8))
    }
}
