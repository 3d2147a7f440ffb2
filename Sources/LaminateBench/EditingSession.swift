import LaminateAppStrings
import LaminateDialect
import LaminateProtocol

/// One editor with one document open, typing one character at a time at one
/// place, through one transport. As Neovim does after each keystroke, it
/// waits for the pushed diagnostics of the new version, then asks for
/// semantic tokens `full/delta`, `range` (a screen around the cursor) and a
/// hover at the cursor, one after the other, so that each figure is the
/// cost of that one step.
struct EditingSession {
    /// The document's URI and language id: a cookbook, or a container
    /// named as its file is (`Localizable.xcstrings` is opened as `json`).
    let uri: String
    let languageId: String
    /// Lines of the screen a `range` request covers, around the cursor.
    static let screenLines = 60
    /// A letter: typed into a word of prose, it changes no problem.
    static let typedCharacter = "e"

    let client: SessionClient
    /// The server's usage once initialized, before any document: its fixed
    /// base of memory (nil when it shares this process).
    let base: ServerUsage?
    /// The cursor, in UTF-16 (the encoding the session negotiates); typing
    /// ASCII on one line only moves its column.
    private var line: Int
    private var column: Int
    private var version = 1
    private var previousResultId: JSONValue = .null

    struct Opening {
        /// `didOpen` sent → `publishDiagnostics` of version 1 received.
        var diagnostics: Duration
        var problemCount: Int
        /// Then `semanticTokens/full`, as an editor asks once.
        var fullTokens: Duration
    }

    struct Keystroke {
        /// `didChange` sent → the answer to a request queued behind it.
        var applied: Duration
        /// `didChange` sent → `publishDiagnostics` of its version received.
        var diagnostics: Duration
        var delta: Duration
        var deltaBytes: Int
        var range: Duration
        var hover: Duration
    }

    /// Starts the server and initializes it; the cursor is at `offset` of `text`.
    static func start(
        _ transport: any SessionTransport, typingAt offset: Int, in text: [UInt8],
        fileName: String = "cookbook.md"
    ) async throws -> EditingSession {
        let client = SessionClient(transport)
        _ = try await client.request("initialize", initializeParams)
        client.notify("initialized", [:])
        // The answer to a request after `initialized` says it has been handled.
        _ = try await client.request("laminate/wait", ["milliseconds": 0])
        let base = transport.serverUsage()
        let position = LineIndex(text).position(ofUTF8Offset: offset, in: .utf16)
        return EditingSession(client: client, base: base, line: position.line, column: position.column, fileName: fileName)
    }

    private init(client: SessionClient, base: ServerUsage?, line: Int, column: Int, fileName: String) {
        self.uri = "file:///tmp/laminate-bench-session/" + fileName
        self.languageId =
            switch ContainerKind(path: fileName) {
            case .stringCatalog: "json"
            case .stringsFile: "strings"
            case .swiftSource: "swift"
            case nil: "markdown"
            }
        self.client = client
        self.base = base
        self.line = line
        self.column = column
    }

    mutating func open(_ text: String) async throws -> Opening {
        let sendOpen = client.prepareNotification(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": .string(languageId), "version": 1, "text": .string(text),
                ]
            ])
        let start = ContinuousClock.now
        sendOpen()
        let diagnostics = try await client.diagnostics(of: uri, version: 1)
        let fullStart = ContinuousClock.now
        let (full, fullArrival) = try await client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        previousResultId = full["resultId"] ?? .null
        return Opening(
            diagnostics: diagnostics.arrival.time - start, problemCount: Self.count(diagnostics.params),
            fullTokens: fullArrival.time - fullStart)
    }

    mutating func typeOneCharacter() async throws -> Keystroke {
        version += 1
        let cursor: JSONValue = ["line": .integer(line), "character": .integer(column)]
        let start = ContinuousClock.now
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": .integer(version)],
                "contentChanges": [["range": ["start": cursor, "end": cursor], "text": .string(Self.typedCharacter)]],
            ])
        // The dispatcher applies notifications in order; the answer to a
        // request behind it says the edit is applied.
        let (_, applied) = try await client.request("laminate/wait", ["milliseconds": 0])
        let diagnostics = try await client.diagnostics(of: uri, version: version)
        column += 1

        let deltaStart = ContinuousClock.now
        let (delta, deltaArrival) = try await client.request(
            "textDocument/semanticTokens/full/delta",
            [
                "textDocument": ["uri": .string(uri)], "previousResultId": previousResultId,
            ])
        previousResultId = delta["resultId"] ?? .null
        let firstLine = max(0, line - Self.screenLines / 2)
        let rangeStart = ContinuousClock.now
        let (_, rangeArrival) = try await client.request(
            "textDocument/semanticTokens/range",
            [
                "textDocument": ["uri": .string(uri)],
                "range": [
                    "start": ["line": .integer(firstLine), "character": 0],
                    "end": ["line": .integer(firstLine + Self.screenLines), "character": 0],
                ],
            ])
        let hoverStart = ContinuousClock.now
        let (_, hoverArrival) = try await client.request(
            "textDocument/hover",
            [
                "textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": .integer(column - 1)],
            ])
        return Keystroke(
            applied: applied.time - start, diagnostics: diagnostics.arrival.time - start,
            delta: deltaArrival.time - deltaStart, deltaBytes: deltaArrival.message.framedBytes.count,
            range: rangeArrival.time - rangeStart, hover: hoverArrival.time - hoverStart)
    }

    /// The server's usage so far, when it has its own process.
    func usage() -> ServerUsage? { client.transport.serverUsage() }

    /// Shuts the server down; its usage at the end, when it has its own process.
    func finish() async -> ServerUsage? {
        await client.shutDown()
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

    private static func count(_ params: JSONValue) -> Int {
        if case .array(let items)? = params["diagnostics"] { return items.count }
        return 0
    }
}
