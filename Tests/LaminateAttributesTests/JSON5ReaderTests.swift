import LaminateAttributes
import LaminateDialect
import Testing

/// One line of `json5-cases.tsv`.
struct JSON5Case: CustomTestStringConvertible, Sendable {
    var accepted: Bool
    var input: String
    var errorOffset: Int?
    var messageFragment: String?

    var testDescription: String { (accepted ? "ok " : "err ") + input.debugDescription }

    static func all() -> [JSON5Case] {
        guard let rows = try? Fixtures.table("json5-cases.tsv") else { return [] }
        return rows.map { row in
            let marked = MarkedText(row.count > 1 ? row[1] : "")
            return JSON5Case(
                accepted: row[0] == "ok", input: marked.text, errorOffset: marked.markers.first,
                messageFragment: row.count > 2 ? row[2] : nil)
        }
    }
}

@Suite struct JSON5ReaderTests {
    @Test(arguments: JSON5Case.all())
    func fixtureCase(_ testCase: JSON5Case) {
        let bytes = Array(testCase.input.utf8)
        let result = JSON5Reader.readAttributeList(bytes)
        switch result {
        case .success:
            #expect(testCase.accepted, "accepted, but the table expects an error")
        case .failure(let error):
            #expect(!testCase.accepted, "rejected: \(error)")
            #expect(error.range.start == testCase.errorOffset, "\(error)")
            if let fragment = testCase.messageFragment {
                #expect(error.message.contains(fragment), "\(error.message)")
            }
        }
        if !FoundationJSON5Oracle.wouldTrap(bytes) {
            #expect(FoundationJSON5Oracle.accepts(attributeList: bytes) == testCase.accepted, "Foundation disagrees with the table")
        }
    }

    @Test func tableIsLoaded() {
        #expect(JSON5Case.all().count > 100)
    }

    @Test func keysAndValuesKeepTheirRanges() throws {
        let text = #"{ingredient: 3, "color": 'green', list: [1, {a: null}]}"#
        let bytes = Array(text.utf8)
        let value = try JSON5Reader.readAttributeList(bytes).get()
        let object = try #require(value.objectValue)
        func slice(_ range: ByteRange) -> String { String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        #expect(object.hasBraces)
        #expect(slice(value.range) == text)
        #expect(object.members.map(\.key) == ["ingredient", "color", "list"])
        #expect(object.members.map { slice($0.keyRange) } == ["ingredient", #""color""#, "list"])
        #expect(object.members.map { slice($0.value.range) } == ["3", "'green'", "[1, {a: null}]"])
        let list = try #require(object["list"]?.value.arrayValue)
        #expect(slice(list[1].range) == "{a: null}")
        #expect(object["ingredient"]?.value.numberValue?.integerValue == 3)
        #expect(object["color"]?.value.stringValue == "green")
    }

    @Test func bracelessListCoversItsMembers() throws {
        let bytes = Array("  a: 1, b: 'x'  ".utf8)
        let value = try JSON5Reader.readAttributeList(bytes).get()
        #expect(value.objectValue?.hasBraces == false)
        #expect(value.objectValue?.members.count == 2)
    }

    @Test func stringsAreUnescaped() throws {
        let value = try JSON5Reader.readAttributeList(Array(#"s: "a\"b\u00e9\x41\uD83D\uDE00", t: 'it\'s'"#.utf8)).get()
        #expect(value.objectValue?["s"]?.value.stringValue == "a\"béA😀")
        #expect(value.objectValue?["t"]?.value.stringValue == "it's")
    }

    @Test func numbersReadAsFoundationReadsThem() throws {
        let value = try JSON5Reader.readAttributeList(Array("a: 0x1F, b: .5, c: -Infinity, d: +1e3".utf8)).get()
        let numbers = value.objectValue?.members.compactMap { $0.value.numberValue?.value } ?? []
        #expect(numbers == [31, 0.5, -.infinity, 1000])
    }

    @Test func definitionDocumentsNeedNoTopLevelObject() throws {
        #expect((try? JSON5Reader.readDocument(Array("[1, 2]".utf8)).get())?.arrayValue?.count == 2)
        #expect((try? JSON5Reader.readDocument(Array("".utf8)).get()) == nil)
        #expect((try? JSON5Reader.readDocument(Array("{a: 1}".utf8)).get())?.objectValue?.hasBraces == true)
    }
}
