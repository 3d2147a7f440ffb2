import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import LaminateServer

/// Bytes as a document and a series of `didChange` edits in one position
/// encoding, through the document store. The store's text must equal the
/// edits applied naively (positions found by walking the text's scalars),
/// its incrementally kept line index must equal a fresh one, and the
/// analysis of the result (tokens, diagnostics, with stale markings carried
/// through the changes) must equal a fresh analysis.
///
/// Layout: byte 0 picks the encoding; then pieces separated by 0xFE: the
/// document, then per edit four bytes (start line, start column, end line,
/// end column), a fifth that sends the edit with the one before it in one
/// notification when odd, and the replacement text.
enum FuzzTarget {
    static let separator: UInt8 = 0xFE

    static func test(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let encoding = ColumnUnit.allCases[Int(first) % ColumnUnit.allCases.count]
        let pieces = bytes.dropFirst().split(separator: separator, omittingEmptySubsequences: false)
        let uri = DocumentURI("file:///fuzz.md")
        var store = DocumentStore()
        var expected = String(decoding: pieces[0], as: UTF8.self)
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: expected))
        var checked = DocumentDiagnostics(analysis(store[uri]!))
        var batch: [TextDocumentContentChangeEvent] = []
        var version = 1
        func send() {
            guard !batch.isEmpty else { return }
            version += 1
            _ = store.change(.init(textDocument: .init(uri: uri, version: version), contentChanges: batch), encoding: encoding)
            batch = []
            let snapshot = store[uri]!
            checked = DocumentDiagnostics(analysis(snapshot), previous: checked, change: snapshot.change)
        }
        for piece in pieces.dropFirst() where piece.count >= 5 {
            let numbers = Array(piece.prefix(5)).map(Int.init)
            let range = LSPRange(
                start: Position(line: numbers[0], character: numbers[1]),
                end: Position(line: numbers[2], character: numbers[3]))
            let replacement = String(decoding: piece.dropFirst(5), as: UTF8.self)
            if numbers[4].isMultiple(of: 2) { send() }
            batch.append(TextDocumentContentChangeEvent(range: range, text: replacement))
            expected = NaiveText.applying(range, replacement, to: expected, in: encoding)
        }
        send()
        let snapshot = store[uri]!
        invariant(snapshot.text == Array(expected.utf8), "the store's text \(snapshot.string.debugDescription) is not \(expected.debugDescription)")
        invariant(snapshot.lineIndex == LineIndex(snapshot.text), "the kept line index differs from a fresh one")
        let fresh = DocumentAnalysis(text: snapshot.text)
        let kept = analysis(snapshot)
        invariant(SemanticTokens.tokens(in: kept) == SemanticTokens.tokens(in: fresh), "tokens differ from a fresh analysis")
        let freshDiagnostics = DocumentDiagnostics(fresh).diagnostics
        // Stale markings are the only thing the history may add.
        invariant(
            checked.diagnostics.filter { $0.code != .staleIngredient } == freshDiagnostics.filter { $0.code != .staleIngredient },
            "diagnostics differ from a fresh check")
    }

    static func analysis(_ snapshot: DocumentSnapshot) -> DocumentAnalysis {
        DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex)
    }

    /// A few documents from the fixtures, each with edits that insert,
    /// delete and replace around its first lines, in every encoding.
    static func writeSeeds(_ writer: inout SeedWriter) {
        let documents =
            writer.files(under: "Tests/LaminateFeaturesTests/Fixtures", endingWith: ".md")
            + writer.files(under: "Tests/BlockFixtures/trees", endingWith: ".md")
        for (index, file) in documents.enumerated() {
            var seed: [UInt8] = [UInt8(index % 3)] + writer.contents(file).prefix(2000)
            for (line, column) in [(0, 2), (1, 0), (2, 5), (0, 0)] {
                seed += [separator, UInt8(line), UInt8(column), UInt8(line), UInt8(column + 3), UInt8(index % 2)]
                seed += Array("^[é🍰](ingredient: 2)\r\n".utf8)
            }
            writer.write(seed)
        }
    }
}

/// Edits applied the slow, obvious way, as the reference for the store.
enum NaiveText {
    static func applying(_ range: LSPRange, _ replacement: String, to text: String, in encoding: ColumnUnit) -> String {
        let scalars = Array(text.unicodeScalars)
        let start = index(of: range.start, in: scalars, encoding)
        let end = index(of: range.end, in: scalars, encoding)
        var result = scalars
        result.replaceSubrange(min(start, end)..<max(start, end), with: replacement.unicodeScalars)
        var string = String.UnicodeScalarView()
        string.append(contentsOf: result)
        return String(string)
    }

    /// The scalar index of a position: lines end at `\n`, `\r\n` or `\r`; a
    /// column past the line's end is its end, a line past the last is the
    /// text's end, a column inside a character is that character's start.
    static func index(of position: Position, in scalars: [Unicode.Scalar], _ encoding: ColumnUnit) -> Int {
        var index = 0
        var line = 0
        while line < position.line {
            guard index < scalars.count else { return scalars.count }
            if scalars[index] == "\r" {
                index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                line += 1
            } else if scalars[index] == "\n" {
                index += 1
                line += 1
            } else {
                index += 1
            }
        }
        var column = 0
        while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" {
            let width =
                switch encoding {
                case .utf8: scalars[index].utf8.count
                case .utf16: scalars[index].utf16.count
                case .utf32: 1
                }
            if column + width > position.character { break }
            column += width
            index += 1
        }
        return index
    }
}
