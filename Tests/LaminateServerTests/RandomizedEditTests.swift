import LaminateDialect
import LaminateProtocol
import LaminateServer
import Testing

/// "No lost text, ever": thousands of random incremental edits, in every
/// position encoding, each checked against a model of the client's copy.
struct RandomizedEditTests {
    /// Text pieces chosen to stress conversions: multi-byte, astral,
    /// combining, right-to-left, every line terminator.
    static let pieces = ["a", "bc", " ", "\n", "\r\n", "\r", "é", "e\u{301}", "漢字", "😀", "👩‍👩‍👧", "שלום", "مرحبا", "\u{200F}", "𠀀", "\t"]

    /// The client's view: text as Unicode scalars, positions computed the
    /// slow, obvious way (independent of `LineIndex`).
    struct ClientModel {
        var scalars: [Unicode.Scalar]

        /// Scalar indices where an LSP position can point: everywhere except
        /// between the `\r` and `\n` of a CRLF.
        var boundaries: [Int] {
            (0...scalars.count).filter { index in
                !(index > 0 && index < scalars.count && scalars[index - 1] == "\r" && scalars[index] == "\n")
            }
        }

        func position(ofScalarIndex target: Int, in unit: ColumnUnit) -> Position {
            var line = 0
            var column = 0
            var index = 0
            while index < target {
                let scalar = scalars[index]
                if scalar == "\n" || scalar == "\r" {
                    if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                    line += 1
                    column = 0
                } else {
                    switch unit {
                    case .utf8: column += String(scalar).utf8.count
                    case .utf16: column += String(scalar).utf16.count
                    case .utf32: column += 1
                    }
                }
                index += 1
            }
            return Position(line: line, character: column)
        }

        /// The end of the line containing `index` (before its terminator).
        func lineEnd(from index: Int) -> Int {
            var end = index
            while end < scalars.count, scalars[end] != "\n", scalars[end] != "\r" { end += 1 }
            return end
        }

        var text: String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return string
        }
    }

    /// Makes one random change against the model, applies it there, and
    /// returns it as the client would send it.
    static func randomChange(_ model: inout ClientModel, _ unit: ColumnUnit, _ generator: inout SplitMix64) -> TextDocumentContentChangeEvent {
        let boundaries = model.boundaries
        func pick() -> Int { boundaries[Int(generator.next() % UInt64(boundaries.count))] }
        var start = pick()
        var end = pick()
        switch generator.next() % 6 {
        case 0: end = model.scalars.count  // to the end of the document
        case 1:
            start = model.lineEnd(from: start)
            end = start  // at a line end
        default: break
        }
        if start > end { swap(&start, &end) }
        var startPosition = model.position(ofScalarIndex: start, in: unit)
        var endPosition = model.position(ofScalarIndex: end, in: unit)
        switch generator.next() % 8 {
        case 0:
            // Past the end of the line: LSP says that means the line end.
            if start == model.lineEnd(from: start) { startPosition.character += 1 + Int(generator.next() % 5) }
        case 1:
            // Past the end of the document.
            if end == model.scalars.count { endPosition = Position(line: endPosition.line + 3, character: 0) }
        default: break
        }
        let count = Int(generator.next() % 4)
        let inserted = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        model.scalars.replaceSubrange(start..<end, with: Array(inserted.unicodeScalars))
        return TextDocumentContentChangeEvent(range: LSPRange(start: startPosition, end: endPosition), text: inserted)
    }

    @Test(arguments: ColumnUnit.allCases)
    func randomEditsKeepTheServersTextEqualToTheClients(unit: ColumnUnit) async throws {
        var generator = SplitMix64(seed: 0xED17 &+ UInt64(unit.rawValue.utf8.count))
        let client = InProcessClient()
        try await client.initialize(offering: [unit.rawValue])
        let uri = DocumentURI("file:///random/edits.md")
        var model = ClientModel(scalars: Array("start 😀\r\nשלום e\u{301}\n漢字".unicodeScalars))
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: TextDocumentItem(
                    uri: uri, languageId: "markdown", version: 1, text: model.text)))
        var version = 1
        for step in 1...800 {
            // Sometimes several changes in one notification, applied in order.
            let changes = (0..<(1 + Int(generator.next() % 3))).map { _ in Self.randomChange(&model, unit, &generator) }
            version += 1
            try client.notify(
                DidChangeTextDocumentNotification.self,
                .init(
                    textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes))
            if step % 4 == 0 || step > 780 {
                let result = try await client.request(id: step, DocumentTextRequest.self, .init(textDocument: .init(uri: uri)))
                #expect(result.text == model.text, "after step \(step) in \(unit): \(changes)")
                #expect(result.version == version)
                if result.text != model.text { break }
            }
        }
        #expect(await client.shutDown() == 0)
    }

    @Test(arguments: ColumnUnit.allCases)
    func snapshotEditsMatchTheModel(unit: ColumnUnit) {
        var generator = SplitMix64(seed: 0x5A9 &+ UInt64(unit.rawValue.utf8.count))
        var model = ClientModel(scalars: Array("😀\n".unicodeScalars))
        var snapshot = DocumentSnapshot(uri: DocumentURI("file:///s.md"), languageId: "markdown", version: 0, text: Array(model.text.utf8))
        for step in 1...3000 {
            let change = Self.randomChange(&model, unit, &generator)
            snapshot = snapshot.applying([change], version: step, encoding: unit).snapshot
            guard snapshot.string == model.text else {
                Issue.record(
                    "after step \(step) in \(unit): \(change); server \(snapshot.string.debugDescription), client \(model.text.debugDescription)")
                return
            }
        }
    }
}
