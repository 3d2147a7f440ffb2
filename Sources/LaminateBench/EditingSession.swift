import Foundation
import LaminateDialect
import LaminateProtocol

/// `laminate-bench session`: an editor typing in a large document, driven
/// through the whole server in this process (JSON-RPC framing included).
///
/// Open, then `--edits` one-character insertions at scattered places, half
/// typing in a paragraph and half in an attribute list. After each, as
/// Neovim does, the session waits for the pushed diagnostics of the new
/// version, then asks for semantic tokens `full/delta`, `range` (a screen
/// around the edit) and a hover at the cursor, one after the other.
enum EditingSession {
    static let defaultSize = ByteSize(bytes: 5_000_000)
    static let uri = "file:///tmp/laminate-bench-session/cookbook.md"
    /// Lines of the screen a `range` request covers, around the edit.
    static let screenLines = 60

    static func run(_ options: BenchOptions) async throws {
        let document = try BenchDocument.load(options, defaultSize: defaultSize)
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift run -c release laminate-bench …`\n")
        #endif
        print("document: \(document.summary)")
        let targets = EditTargets.choose(in: document.bytes, count: options.edits, seed: options.seed)
        print("edits: \(targets.count) single-character insertions (\(targets.filter { $0.kind == .paragraph }.count) in paragraphs, "
              + "\(targets.filter { $0.kind == .attributeList }.count) in attribute lists), each followed by diagnostics, "
              + "tokens full/delta, tokens range (\(screenLines) lines) and hover\n")

        let client = SessionClient()
        let clock = ContinuousClock()
        _ = try await client.request("initialize", initializeParams)
        client.notify("initialized", [:])

        // Opening: the text arrives, diagnostics are published, full tokens.
        var text = document.bytes
        let openStart = clock.now
        client.notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(String(decoding: text, as: UTF8.self)),
        ]])
        let openDiagnostics = try await client.diagnostics(of: uri, version: 1)
        let fullStart = clock.now
        let (full, fullArrival) = try await client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        var previousResultId = full["resultId"] ?? .null
        let openFigures = [
            ("didOpen → diagnostics published", openDiagnostics.arrival.time - openStart, diagnosticCount(openDiagnostics.params)),
            ("semanticTokens/full", fullArrival.time - fullStart, fullArrival.framedByteCount),
        ]

        var figures = KeystrokeFigures()
        var inserted: [Int] = []
        for (index, target) in targets.enumerated() {
            let version = index + 2
            // Earlier insertions before this target moved it.
            let offset = target.offset + inserted.count { $0 <= target.offset }
            let lineIndex = LineIndex(text)
            let position = lineIndex.position(ofUTF8Offset: offset, in: .utf16)
            let character = target.kind.typedCharacter
            let lspPosition: JSONValue = ["line": .integer(position.line), "character": .integer(position.column)]

            let start = clock.now
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .integer(version)],
                "contentChanges": [["range": ["start": lspPosition, "end": lspPosition], "text": .string(String(UnicodeScalar(character)))]],
            ])
            // The dispatcher applies notifications in order; the answer to a
            // request behind it says the edit is applied.
            let (_, applied) = try await client.request("laminate/wait", ["milliseconds": 0])
            let diagnostics = try await client.diagnostics(of: uri, version: version)
            text.insert(character, at: offset)
            inserted.append(target.offset)

            let deltaStart = clock.now
            let (delta, deltaArrival) = try await client.request("textDocument/semanticTokens/full/delta", [
                "textDocument": ["uri": .string(uri)], "previousResultId": previousResultId,
            ])
            previousResultId = delta["resultId"] ?? .null
            let firstLine = max(0, position.line - screenLines / 2)
            let rangeStart = clock.now
            let (_, rangeArrival) = try await client.request("textDocument/semanticTokens/range", [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": ["line": .integer(firstLine), "character": 0],
                          "end": ["line": .integer(firstLine + screenLines), "character": 0]],
            ])
            let hoverStart = clock.now
            let (_, hoverArrival) = try await client.request("textDocument/hover", [
                "textDocument": ["uri": .string(uri)], "position": lspPosition,
            ])
            figures.apply.append(applied.time - start)
            figures.diagnostics.append(diagnostics.arrival.time - start)
            figures.delta.append(deltaArrival.time - deltaStart)
            figures.range.append(rangeArrival.time - rangeStart)
            figures.hover.append(hoverArrival.time - hoverStart)
            figures.keystroke.append(hoverArrival.time - start)
            figures.deltaBytes.append(deltaArrival.framedByteCount)
        }
        await client.shutDown()

        print("opening:")
        for (label, duration, detail) in openFigures {
            print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(milliseconds(duration)) ms"
                  + (label.hasPrefix("didOpen") ? "  (\(detail) diagnostics)" : "  (\(ByteSize(bytes: detail)) of JSON)"))
        }
        print("\nper keystroke (ms)                 median      p95      max")
        for (label, durations) in figures.rows {
            let sorted = durations.sorted()
            print("  \(label.padding(toLength: 31, withPad: " ", startingAt: 0))"
                  + " \(milliseconds(percentile(sorted, 0.5)).leftPadded(8)) \(milliseconds(percentile(sorted, 0.95)).leftPadded(8))"
                  + " \(milliseconds(sorted.last ?? .zero).leftPadded(8))")
        }
        let deltaBytes = figures.deltaBytes.sorted()
        print("\nfull/delta answer: median \(deltaBytes.isEmpty ? 0 : deltaBytes[deltaBytes.count / 2]) bytes of JSON")
        if let peak = ResourceUsage.peakMemoryBytes {
            print("peak memory of this process: \(ByteSize(bytes: peak))")
        }
    }

    /// What the session tells the server about the editor: Neovim's defaults
    /// (UTF-16 positions, pushed diagnostics, tokens full/delta and range).
    private static let initializeParams: JSONValue = [
        "processId": .null,
        "rootUri": .null,
        "capabilities": [
            "general": ["positionEncodings": ["utf-16"]],
            "textDocument": [
                "synchronization": ["didSave": true],
                "publishDiagnostics": ["versionSupport": true],
                "hover": ["contentFormat": ["markdown", "plaintext"]],
                "semanticTokens": [
                    "requests": ["full": ["delta": true], "range": true],
                    "tokenTypes": [], "tokenModifiers": [], "formats": ["relative"],
                    "multilineTokenSupport": false, "overlappingTokenSupport": true,
                ],
            ],
        ],
    ]

    private static func diagnosticCount(_ params: JSONValue) -> Int {
        if case .array(let items)? = params["diagnostics"] { return items.count }
        return 0
    }

    private static func percentile(_ sorted: [Duration], _ fraction: Double) -> Duration {
        guard !sorted.isEmpty else { return .zero }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded(.up)))
        return sorted[index]
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(Decimal2(value).description)
    }
}

/// The latencies of every keystroke, one array per figure.
private struct KeystrokeFigures {
    var apply: [Duration] = []
    var diagnostics: [Duration] = []
    var delta: [Duration] = []
    var range: [Duration] = []
    var hover: [Duration] = []
    var keystroke: [Duration] = []
    var deltaBytes: [Int] = []

    var rows: [(String, [Duration])] {
        [("edit applied", apply), ("edit → diagnostics published", diagnostics),
         ("semanticTokens/full/delta", delta), ("semanticTokens/range", range),
         ("hover", hover), ("whole keystroke (all of these)", keystroke)]
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
