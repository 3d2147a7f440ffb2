import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Every feature inside the strings of each container in
/// `Fixtures/AppStringsFeatures`, against `NAME.EXT.features`: the semantic
/// tokens and colours (ranges in UTF-8, UTF-16 and UTF-32 positions), and
/// at each cursor `‸` the hover, the completions and the code actions, and
/// for each selection `⟦…⟧` the code actions, each action with the text its
/// string reads once the edited container is read again. The markers are
/// removed before the container is read. `RECORD_SNAPSHOTS=1` rewrites the
/// golden files and then fails.
struct ContainerFeaturesGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/AppStringsFeatures")

    static var names: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { ContainerKind(path: $0) != nil }.sorted()
    }

    @Test func thereAreFixturesOfEachContainer() {
        for kind in ContainerKind.allCases {
            #expect(Self.names.contains { ContainerKind(path: $0) == kind }, "no fixture for \(kind)")
        }
    }

    @Test(arguments: names)
    func featuresMatchTheGoldenFile(name: String) throws {
        let fixture = try MarkedContainer(Self.directory.appendingPathComponent(name))
        let actual = ContainerFeatureDump(fixture).text
        let golden = Self.directory.appendingPathComponent(name + ".features")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: golden)) ?? Data(), as: UTF8.self)
        #expect(actual == expected, "features of \(name) differ from \(golden.lastPathComponent)")
    }

    /// Every code action at every marker, applied to the container, leaves
    /// a container that reads whole, with as many strings, every string but
    /// the edited one as it was, and the edited one reading exactly what
    /// the same action gives on the string as a Markdown document.
    @Test(arguments: names)
    func everyActionLeavesTheContainerReadingTheExpectedMarkdown(name: String) throws {
        let fixture = try MarkedContainer(Self.directory.appendingPathComponent(name))
        let analysis = fixture.analysis
        var checked = 0
        for selection in fixture.cursors.map({ ByteRange($0, $0) }) + fixture.selections {
            guard let (document, _) = analysis.document(at: selection.start) else { continue }
            let query = CodeActionQuery(selection: selection)
            let textSelection = ByteRange(
                document.text.textOffset(atSource: selection.start) ?? 0,
                document.text.textOffset(atSource: selection.end) ?? 0)
            let markdownActions = CodeActions.actions(in: document.analysis, for: CodeActionQuery(selection: textSelection))
            for action in ContainerCodeActions.actions(in: analysis, for: query) {
                let markdown = try #require(
                    markdownActions.first { $0.title == action.title && $0.kind == action.kind },
                    "\(action.title) has no Markdown counterpart in \(name)")
                try Self.expectReread(
                    applying: action.edits, to: analysis, document: document,
                    expected: Self.applied(markdown.edits, to: document.text.bytes), what: "\(action.title) in \(name)")
                checked += 1
            }
        }
        #expect(checked > 0, "no action was checked in \(name)")
    }

    /// Every completion at every cursor, inserted as plain text, leaves the
    /// string reading what the same completion inserts into the string.
    @Test(arguments: names)
    func everyCompletionLeavesTheContainerReadingTheExpectedMarkdown(name: String) throws {
        let fixture = try MarkedContainer(Self.directory.appendingPathComponent(name))
        let analysis = fixture.analysis
        for cursor in fixture.cursors {
            guard let (document, textOffset) = analysis.document(at: cursor) else { continue }
            let markdown = Completion.suggestions(at: textOffset, in: document.analysis, format: .plainText) ?? []
            for suggestion in ContainerCompletion.suggestions(at: cursor, in: analysis, format: .plainText) ?? [] {
                let original = try #require(markdown.first { $0.label == suggestion.label })
                try Self.expectReread(
                    applying: [SourceEdit(range: suggestion.range, replacement: suggestion.newText)], to: analysis, document: document,
                    expected: Self.applied([SourceEdit(range: original.range, replacement: original.newText)], to: document.text.bytes),
                    what: "completing \(suggestion.label) in \(name)")
            }
        }
    }

    /// The colour presentation written over every swatch reads back as the colour's name or hex.
    @Test(arguments: names)
    func everyColorPresentationReadsBack(name: String) throws {
        let fixture = try MarkedContainer(Self.directory.appendingPathComponent(name))
        let analysis = fixture.analysis
        for value in ContainerColors.colors(in: analysis) {
            let (document, start) = try #require(analysis.document(at: value.range.start))
            let end = try #require(document.text.textOffset(atSource: value.range.end))
            let edit = try #require(ContainerColors.presentation(of: RGBAColor(red: 0, green: 0.5, blue: 1), replacing: value.range, in: analysis))
            let label = DocumentColors.presentation(of: RGBAColor(red: 0, green: 0.5, blue: 1))
            try Self.expectReread(
                applying: [edit], to: analysis, document: document,
                expected: Self.applied([SourceEdit(range: ByteRange(start, end), replacement: label)], to: document.text.bytes),
                what: "the colour at \(value.range) in \(name)")
        }
    }

    // MARK: Helpers

    static func applied(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(edit.range.range, with: Array(edit.replacement.utf8))
        }
        return result
    }

    /// Applies container `edits`, reads the container again and expects
    /// `document`'s string to read `expected` and every other string to be as it was.
    static func expectReread(
        applying edits: [SourceEdit], to analysis: ContainerAnalysis, document: EmbeddedDocument,
        expected: [UInt8], what: String
    ) throws {
        let edited = applied(edits, to: analysis.text)
        let reread = ContainerScan.scan(edited, as: analysis.kind)
        #expect(reread.failure == nil, "\(what) broke the container: \(String(decoding: edited, as: UTF8.self))")
        try #require(reread.strings.count == analysis.scan.strings.count, "\(what) changed the number of strings")
        let index = try #require(analysis.scan.strings.firstIndex { $0.literalRange == document.string.literalRange })
        for (position, (before, after)) in zip(analysis.scan.strings, reread.strings).enumerated() {
            if position == index {
                #expect(after.text.string == String(decoding: expected, as: UTF8.self), "\(what): the string reads otherwise")
            } else if !before.literalRange.contains(document.string.literalRange) {
                // (A literal around the edited one, in an interpolation, changes with it.)
                #expect(after.text.bytes == before.text.bytes, "\(what) changed another string")
            }
        }
    }
}

/// A fixture container with its markers (`‸` cursors, `⟦…⟧` selections)
/// taken out, and their offsets in the text that remains.
struct MarkedContainer {
    static let cursor = Array("‸".utf8)
    static let selectionStart = Array("⟦".utf8)
    static let selectionEnd = Array("⟧".utf8)

    let name: String
    let analysis: ContainerAnalysis
    var cursors: [Int] = []
    var selections: [ByteRange] = []

    init(_ url: URL) throws {
        name = url.lastPathComponent
        let marked = Array(try Data(contentsOf: url))
        var text: [UInt8] = []
        var openSelection: Int?
        var index = 0
        func at(_ marker: [UInt8]) -> Bool { marked[index...].starts(with: marker) }
        while index < marked.count {
            if at(Self.cursor) {
                cursors.append(text.count)
                index += Self.cursor.count
            } else if at(Self.selectionStart) {
                openSelection = text.count
                index += Self.selectionStart.count
            } else if at(Self.selectionEnd), let start = openSelection {
                selections.append(ByteRange(start, text.count))
                openSelection = nil
                index += Self.selectionEnd.count
            } else {
                text.append(marked[index])
                index += 1
            }
        }
        analysis = ContainerAnalysis(text: text, kind: try #require(ContainerKind(path: name)))
    }
}

/// The golden form of every feature's answers on a marked container.
struct ContainerFeatureDump {
    let fixture: MarkedContainer
    var analysis: ContainerAnalysis { fixture.analysis }

    init(_ fixture: MarkedContainer) { self.fixture = fixture }

    var text: String {
        var lines: [String] = ["tokens"]
        for token in ContainerSemanticTokens.tokens(in: analysis) {
            let modifiers = token.modifiers.names.isEmpty ? "" : " " + token.modifiers.names.joined(separator: ",")
            lines.append("  \(positions(token.range)) \(token.type.legendName)\(modifiers) «\(slice(token.range))»")
        }
        lines.append("colors")
        for value in ContainerColors.colors(in: analysis) {
            lines.append("  \(positions(value.range)) «\(slice(value.range))» \(value.color.hexString)")
        }
        for (number, cursor) in fixture.cursors.enumerated() {
            lines.append("cursor \(number + 1) at \(positions(ByteRange(cursor, cursor)))")
            if let hover = ContainerHover.hover(at: cursor, in: analysis) {
                lines.append("  hover \(positions(hover.range)) «\(slice(hover.range))»")
                lines += hover.markdown.split(separator: "\n", omittingEmptySubsequences: false).map { "    | " + $0 }
            } else {
                lines.append("  no hover")
            }
            if let suggestions = ContainerCompletion.suggestions(at: cursor, in: analysis, format: .plainText) {
                let described = suggestions.map { "\($0.label) «\(slice($0.range))» → «\($0.newText)»" }
                lines.append("  completion: " + (described.isEmpty ? "none" : described.joined(separator: "; ")))
                if let snippets = ContainerCompletion.suggestions(at: cursor, in: analysis, format: .snippet),
                    let first = snippets.first(where: { $0.format == .snippet })
                {
                    lines.append("  first snippet: \(first.label) → «\(first.newText)»")
                }
            } else {
                lines.append("  no completion")
            }
            lines += actions(ByteRange(cursor, cursor))
        }
        for (number, selection) in fixture.selections.enumerated() {
            lines.append("selection \(number + 1) \(positions(selection)) «\(slice(selection))»")
            lines += actions(selection)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func actions(_ selection: ByteRange) -> [String] {
        var lines: [String] = []
        let query = CodeActionQuery(selection: selection, only: [.quickFix, .refactor, .fixAll])
        for action in ContainerCodeActions.actions(in: analysis, for: query) {
            let edits = action.edits.map { "«\(slice($0.range))» → «\($0.replacement)»" }.joined(separator: ", ")
            lines.append("  action \(action.title) [\(action.kind)]\(action.isPreferred ? " preferred" : ""): \(edits)")
            var edited = analysis.text
            for edit in action.edits.sorted(by: { $0.range.start > $1.range.start }) {
                edited.replaceSubrange(edit.range.range, with: Array(edit.replacement.utf8))
            }
            let reread = ContainerScan.scan(edited, as: analysis.kind)
            for (before, after) in zip(analysis.scan.strings, reread.strings) where before.text.bytes != after.text.bytes {
                lines.append("    reads «\(after.text.string)»")
            }
        }
        return lines
    }

    func positions(_ range: ByteRange) -> String {
        ColumnUnit.allCases.map { unit in
            "\(unit.rawValue) \(analysis.lineIndex.position(ofUTF8Offset: range.start, in: unit))-\(analysis.lineIndex.position(ofUTF8Offset: range.end, in: unit))"
        }.joined(separator: ", ")
    }

    func slice(_ range: ByteRange) -> String {
        String(decoding: analysis.text[range.range], as: UTF8.self).replacingOccurrences(of: "\n", with: "⏎")
    }
}
