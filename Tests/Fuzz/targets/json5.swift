import Foundation
import LaminateAttributes

/// Bytes as an attribute list and as a whole JSON5 document, through our
/// reader and through Foundation's `JSONDecoder` (`allowsJSON5`, and
/// `assumesTopLevelDictionary` for lists): the verdicts must agree, and where
/// both accept, so must the values. The inputs Foundation itself traps on
/// (`FoundationJSON5Oracle.wouldTrap`, shared with the differential test)
/// only go through our reader.
enum FuzzTarget {
    static func test(_ bytes: [UInt8]) {
        let list = JSON5Reader.readAttributeList(bytes)
        let document = JSON5Reader.readDocument(bytes)
        for result in [list, document] { checkRanges(result, count: bytes.count) }
        guard !FoundationJSON5Oracle.wouldTrap(bytes) else { return }
        compare(list, FoundationJSON5Oracle.decode(attributeList: bytes), bytes, "attribute list")
        compare(document, FoundationJSON5Oracle.decode(document: bytes), bytes, "document")
    }

    static func checkRanges(_ result: Result<JSON5Value, JSON5SyntaxError>, count: Int) {
        switch result {
        case .failure(let error):
            invariant(error.range.end <= count, "error range \(error.range) past \(count): \(error.message)")
        case .success(let value):
            var pending = [value]
            while let value = pending.popLast() {
                invariant(value.range.end <= count, "\(value.kindDescription) at \(value.range) past \(count)")
                if let items = value.arrayValue { pending += items }
                for member in value.objectValue?.members ?? [] {
                    invariant(
                        member.keyRange.end <= value.range.end || !(value.objectValue?.hasBraces ?? true),
                        "key '\(member.key)' at \(member.keyRange) outside its object \(value.range)")
                    pending.append(member.value)
                }
            }
        }
    }

    static func compare(_ ours: Result<JSON5Value, JSON5SyntaxError>, _ foundation: AnyJSONValue?, _ bytes: [UInt8], _ what: String) {
        let input = String(decoding: bytes, as: UTF8.self).debugDescription
        switch (ours, foundation) {
        case (.success(let value), let foundation?):
            invariant(same(value, foundation), "as \(what), the values differ: ours \(value.kind), Foundation's \(foundation) for \(input)")
        case (.failure, nil):
            break
        case (.success, nil):
            invariant(false, "as \(what), we accept and Foundation rejects \(input)")
        case (.failure(let error), _?):
            invariant(false, "as \(what), Foundation accepts and we reject \(input): \(error.message)")
        }
    }

    /// Whether our value is the one Foundation decoded. Foundation keeps the
    /// first of repeated keys, as `JSON5Object`'s subscript does.
    static func same(_ ours: JSON5Value, _ foundation: AnyJSONValue) -> Bool {
        switch (ours.kind, foundation) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.value == b || (a.value.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            let keys = Set(a.members.map(\.key))
            return keys.count == b.count && keys.allSatisfy { key in b[key].map { same(a[key]!.value, $0) } ?? false }
        default: return false
        }
    }

    static func writeSeeds(_ writer: inout SeedWriter) {
        for row in writer.tableRows("Tests/LaminateAttributesTests/Fixtures/json5-cases.tsv") where row.count > 1 {
            writer.write(row[1])
        }
        for file in writer.files(under: ".", endingWith: ".laminate.json") { writer.write(writer.contents(file)) }
    }
}
