import LaminateAttributes
import LaminateDialect
import Testing

/// `AttributeList.removal(of:)`: the edit that removes one member and one
/// separating comma, found for each member of a list however long (it was
/// a linear search per member, which made one list of many bad keys
/// quadratic to check).
struct AttributeListRemovalTests {
    /// The document after the fix of each LAM002 or LAM010 in it.
    static func fixedTexts(_ document: String) -> [String] {
        let source = Array(document.utf8)
        return AttributeValidator.validate(MarkdownParser.parse(source), definition: .builtIn)
            .filter { $0.code == .unknownKey || $0.code == .duplicateKey }
            .compactMap { diagnostic in
                guard let edit = diagnostic.fixes.first?.edits.first else { return nil }
                return String(
                    decoding: source[..<edit.range.start] + Array(edit.replacement.utf8) + source[edit.range.end...],
                    as: UTF8.self)
            }
    }

    @Test func eachMemberIsRemovedWithOneComma() {
        #expect(
            Self.fixedTexts(#"^[t](a: 1, alignment: "center", b: [1, 2], alignment: "center", c: {d: 1})"#) == [
                #"^[t](alignment: "center", b: [1, 2], alignment: "center", c: {d: 1})"#,
                #"^[t](a: 1, alignment: "center", alignment: "center", c: {d: 1})"#,
                #"^[t](a: 1, alignment: "center", b: [1, 2], c: {d: 1})"#,
                #"^[t](a: 1, alignment: "center", b: [1, 2], alignment: "center")"#,
            ])
    }

    /// Every one of 5,000 unknown keys in one list gets the fix that removes it.
    @Test func everyMemberOfALongListIsFound() {
        let count = 5_000
        let members = (0..<count).map { "k\($0): \($0)" }
        let source = Array(("^[t](" + members.joined(separator: ", ") + ")\n").utf8)
        let problems = AttributeValidator.validate(MarkdownParser.parse(source), definition: .builtIn)
        #expect(problems.count == count)
        for (index, problem) in problems.enumerated() {
            guard let edit = problem.fixes.first?.edits.first else {
                Issue.record("no fix for \(problem.message)")
                continue
            }
            let removed = String(decoding: source[edit.range.start..<edit.range.end], as: UTF8.self)
            let expected = index + 1 < count ? "k\(index): \(index), " : ", k\(index): \(index)"
            if removed != expected { Issue.record("member \(index): the fix removes \(removed.debugDescription)") }
        }
    }
}
