import LaminateDialect
import LaminateProtocol
import LaminateServer
import Testing

/// A seeded generator of LSP traffic through the in-process server: random
/// documents and incremental edits in the negotiated encoding, interleaved
/// with every request the server supports at valid and invalid positions,
/// cancellations, unknown methods and wrong params. After every step the
/// server has answered every request (a result or a proper error), its text
/// equals the client's, and every position it returned is inside the
/// document. Bounded in steps, deterministic for its seed.
struct RandomizedSessionTests {
    /// Markup that exercises the features, inserted beside the edit pieces.
    static let markup = [
        "^[", "](kern: 1)", "](foregroundColor: 'red')", "](backgroundColor: '#00ff0080')", "](ingredient: 'a')",
        "](", "]", ")", "**", "*", "~~", "`", "> ", "- ", "1. ", "# ", "| a | b |\n|---|---|\n", "[x]: /u\n",
        "^[d]: kern: 2\n", "^[x][d]", "```\n", "\n\n", "k", ": ", "'", "{", "}", "[", "😀", "e\u{301}",
        "[t](a.md#h)", "[u](b%20c.md)", "](#", "#h-1", "[x][]", "# H 😀\n",
    ]

    static let seeds: [UInt64] = [1, 2, 3, 4]

    @Test(arguments: seeds)
    func randomSession(seed: UInt64) async throws {
        var generator = SplitMix64(seed: 0x5E55_1011 &+ seed)
        var session = ServerSession()
        let offered = [["utf-8"], ["utf-16"], ["utf-32"], ["utf-32", "utf-8"], ["utf-7"], []][Int(generator.next() % 6)]
        let initialize = await session.request(
            "initialize",
            [
                "capabilities": ["general": ["positionEncodings": .array(offered.map(JSONValue.string))]]
            ])
        guard case .result(let result)? = initialize,
            let unit = ColumnUnit(rawValue: result["capabilities"]?["positionEncoding"]?.stringValue ?? "utf-16")
        else {
            Issue.record("initialize failed: \(String(describing: initialize))")
            return
        }
        session.notify("initialized", [:])

        var documents: [String: SessionDocument] = [:]
        let uris = ["file:///session/a.md", "file:///session/b%20c.md", "untitled:Untitled-1"]
        for step in 0..<400 {
            let uri = uris[Int(generator.next() % UInt64(uris.count))]
            let label = "seed \(seed), step \(step), \(unit), \(uri)"
            guard var document = documents[uri] else {
                let text = (0..<Int(generator.next() % 12)).map { _ in Self.markup[Int(generator.next() % UInt64(Self.markup.count))] }.joined()
                session.notify(
                    "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(text)]])
                documents[uri] = SessionDocument(model: .init(scalars: Array(text.unicodeScalars)), version: 1)
                continue
            }
            let action = generator.next() % 20
            switch action {
            case 0...5:
                var changes: [TextDocumentContentChangeEvent] = []
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    if generator.next() % 3 == 0 {
                        changes.append(Self.insertMarkup(&document.model, unit, &generator))
                    } else {
                        changes.append(RandomizedEditTests.randomChange(&document.model, unit, &generator))
                    }
                }
                if generator.next() % 25 == 0 {
                    let text = document.model.text + "\n^[whole](kern: 3)"
                    document.model = .init(scalars: Array(text.unicodeScalars))
                    changes.append(TextDocumentContentChangeEvent(range: nil, text: text))
                }
                document.version += 1
                session.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(uri), "version": .integer(document.version)],
                        "contentChanges": try JSONValue(encoding: changes),
                    ])
            case 6:
                // A change the server must refuse without touching the text.
                let wrong: [JSONValue] = [
                    ["textDocument": ["uri": .string(uri)]],
                    ["textDocument": ["uri": .string(uri), "version": 99], "contentChanges": [["range": "nowhere", "text": "x"]]],
                    ["textDocument": ["uri": .string(uri), "version": 99], "contentChanges": 7],
                    [1, 2, 3],
                ]
                session.notify("textDocument/didChange", wrong[Int(generator.next() % UInt64(wrong.count))])
            case 7:
                if generator.next() % 4 == 0 {
                    session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
                    documents[uri] = nil
                    // Requests about a closed document are answered too.
                    await session.expectAnswer(to: "textDocument/hover", Self.positionParams(uri, Position(line: 0, character: 0)), label: label)
                    continue
                }
                session.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
            case 8:
                // Ranges outside the text are clamped, as LSP says: past the
                // end means the end; before the start (negative, which LSP
                // forbids) means the start of the text or of the line.
                let lengths = document.model.lineLengths(in: unit)
                let (start, end, index): (Position, Position, Int) =
                    switch generator.next() % 3 {
                    case 0:
                        (Position(line: lengths.count + 5, character: 0), Position(line: Int.max, character: Int.max), document.model.scalars.count)
                    case 1: (Position(line: -1, character: -1), Position(line: -1, character: 0), 0)
                    default: (Position(line: 0, character: -7), Position(line: 0, character: -7), 0)
                    }
                document.model.scalars.insert(contentsOf: Array("Z😀".unicodeScalars), at: index)
                document.version += 1
                session.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(uri), "version": .integer(document.version)],
                        "contentChanges": try JSONValue(encoding: [
                            TextDocumentContentChangeEvent(range: LSPRange(start: start, end: end), text: "Z😀")
                        ]),
                    ])
            case 9:
                // A column anywhere in its line, also inside a character (between
                // the halves of a surrogate pair, inside a UTF-8 sequence): the
                // server picks a boundary; the text must stay whole.
                let lengths = document.model.lineLengths(in: unit)
                let line = Int(generator.next() % UInt64(lengths.count))
                let column = Int(generator.next() % UInt64(lengths[line] + 1))
                document.version += 1
                session.notify(
                    "textDocument/didChange",
                    [
                        "textDocument": ["uri": .string(uri), "version": .integer(document.version)],
                        "contentChanges": [
                            [
                                "range": [
                                    "start": ["line": .integer(line), "character": .integer(column)],
                                    "end": ["line": .integer(line), "character": .integer(column)],
                                ], "text": "Q",
                            ]
                        ],
                    ])
                let outcome = await session.request("laminate/documentText", ["textDocument": ["uri": .string(uri)]])
                guard case .result(let result)? = outcome, let text = result["text"]?.stringValue else {
                    Issue.record("\(label): documentText failed: \(String(describing: outcome))")
                    break
                }
                let before = document.model.text
                #expect(
                    text.unicodeScalars.count == before.unicodeScalars.count + 1,
                    "\(label): \(before.debugDescription) became \(text.debugDescription)")
                #expect(
                    text.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == before.unicodeScalars.filter { $0 == "\u{FFFD}" }.count,
                    "\(label): a character was split: \(text.debugDescription)")
                #expect(text.unicodeScalars.filter { $0 == "Q" }.count == before.unicodeScalars.filter { $0 == "Q" }.count + 1)
                document.model = .init(scalars: Array(text.unicodeScalars))
            default:
                await Self.randomRequest(&session, uri: uri, document: document, documents: documents, unit: unit, &generator, label: label)
            }
            documents[uri] = document

            // The server's text is the client's.
            let outcome = await session.request("laminate/documentText", ["textDocument": ["uri": .string(uri)]])
            guard case .result(let text)? = outcome else {
                Issue.record("\(label): documentText failed: \(String(describing: outcome))")
                break
            }
            #expect(text["text"]?.stringValue == document.model.text, "\(label): the texts differ")
            #expect(text["version"]?.integerValue == document.version, "\(label)")
            if text["text"]?.stringValue != document.model.text { break }
            // Diagnostics pushed for this version lie inside this version's text.
            for published in session.takePublished() where published.uri == uri && published.version == document.version {
                for problem in document.model.checkPositions(in: published.diagnostics, unit: unit) {
                    Issue.record("\(label): published diagnostics: \(problem)")
                }
            }
            for problem in session.takeProblems() { Issue.record("\(label): \(problem)") }
        }
        _ = await session.request("laminate/flushDiagnostics", nil)
        for problem in session.takeProblems() { Issue.record("seed \(seed) at the end: \(problem)") }
        // The session did real work: many answers carried positions to check.
        #expect(session.checkedResults > 100, "only \(session.checkedResults) results were checked")
        let shutdown = await session.request("shutdown", nil)
        #expect(shutdown == .result(.null))
        #expect(await session.exit() == 0)
    }

    /// One request of any kind the server handles, at a random place.
    static func randomRequest(
        _ session: inout ServerSession, uri: String, document: SessionDocument,
        documents: [String: SessionDocument], unit: ColumnUnit,
        _ generator: inout SplitMix64, label: String
    ) async {
        let lines = document.model.lineLengths(in: unit)
        func position() -> Position {
            switch generator.next() % 8 {
            case 0: return Position(line: Int(generator.next() % UInt64(lines.count + 3)), character: Int(generator.next() % 200))
            case 1:
                return Position(
                    line: [-1, Int(Int32.max), Int.max][Int(generator.next() % 3)], character: [-5, 0, Int.max][Int(generator.next() % 3)])
            default:
                let line = Int(generator.next() % UInt64(lines.count))
                return Position(line: line, character: Int(generator.next() % UInt64(lines[line] + 2)))
            }
        }
        func range() -> JSONValue {
            let start = position()
            let end = position()
            return [
                "start": ["line": .integer(start.line), "character": .integer(start.character)],
                "end": ["line": .integer(end.line), "character": .integer(end.character)],
            ]
        }
        let textDocument: JSONValue = ["uri": .string(uri)]
        let check = { (result: JSONValue) in document.model.checkPositions(in: result, unit: unit) }
        switch generator.next() % 17 {
        case 0, 1:
            await session.expectAnswer(to: "textDocument/hover", positionParams(uri, position()), label: label, check: check)
        case 2, 3:
            await session.expectAnswer(to: "textDocument/completion", positionParams(uri, position()), label: label, check: check)
        case 4:
            await session.expectAnswer(to: "textDocument/diagnostic", ["textDocument": textDocument], label: label, check: check)
        case 5:
            // Colours, the document structure and formatting: whole-document requests.
            switch generator.next() % 5 {
            case 0: await session.expectAnswer(to: "textDocument/documentColor", ["textDocument": textDocument], label: label, check: check)
            case 3:
                await session.expectAnswer(
                    to: "textDocument/formatting", ["textDocument": textDocument, "options": ["tabSize": 2, "insertSpaces": true]],
                    label: label, check: check)
            case 1: await session.expectAnswer(to: "textDocument/documentSymbol", ["textDocument": textDocument], label: label, check: check)
            case 2: await session.expectAnswer(to: "textDocument/foldingRange", ["textDocument": textDocument], label: label)
            default:
                let positions = JSONValue.array([position(), position()].map { ["line": .integer($0.line), "character": .integer($0.character)] })
                await session.expectAnswer(
                    to: "textDocument/selectionRange", ["textDocument": textDocument, "positions": positions],
                    label: label, check: check)
            }
        case 6:
            let color: JSONValue = [
                "red": .double(Double(generator.next() % 1000) / 999), "green": 0, "blue": 1,
                "alpha": .double(generator.next() % 2 == 0 ? 1 : 0.5),
            ]
            await session.expectAnswer(
                to: "textDocument/colorPresentation", ["textDocument": textDocument, "color": color, "range": range()],
                label: label)
        case 7:
            await session.expectAnswer(to: "textDocument/semanticTokens/full", ["textDocument": textDocument], label: label) {
                document.model.checkTokens($0, unit: unit)
            }
        case 8:
            let previous: JSONValue = generator.next() % 2 == 0 ? "1" : .string(String(generator.next() % 50))
            await session.expectAnswer(
                to: "textDocument/semanticTokens/full/delta", ["textDocument": textDocument, "previousResultId": previous],
                label: label)
        case 9:
            await session.expectAnswer(to: "textDocument/semanticTokens/range", ["textDocument": textDocument, "range": range()], label: label) {
                document.model.checkTokens($0, unit: unit)
            }
        case 10:
            // A long request cancelled while it runs.
            let id = session.send("laminate/wait", ["milliseconds": 60_000])
            session.notify("$/cancelRequest", ["id": .integer(id)])
            let outcome = await session.answer(to: id)
            if case .error(let error)? = outcome {
                #expect(error.code == ResponseError.requestCancelledCode, "\(label): \(error)")
            } else {
                Issue.record("\(label): the cancelled wait was answered \(String(describing: outcome))")
            }
        case 11:
            // A quick request cancelled at once: either answer will do, but one must come.
            let id = session.send("textDocument/hover", positionParams(uri, position()))
            session.notify("$/cancelRequest", ["id": generator.next() % 2 == 0 ? .integer(id) : "nonsense"])
            #expect(await session.answer(to: id) != nil, "\(label): the cancelled hover was never answered")
        case 13, 14:
            // Code actions, then resolving one that left its edits for later.
            let only: JSONValue = [.null, ["quickfix"], ["refactor"], ["source.fixAll"], ["refactor.rewrite", "quickfix"]][Int(generator.next() % 5)]
            var context: JSONValue = ["diagnostics": [], "triggerKind": .integer(1 + Int(generator.next() % 2))]
            if case .object(var members) = context, only != .null {
                members["only"] = only
                context = .object(members)
            }
            let outcome = await session.request("textDocument/codeAction", ["textDocument": textDocument, "range": range(), "context": context])
            switch outcome {
            case .result(let result)?:
                session.checkedResults &+= 1
                for problem in check(result) { Issue.record("\(label): codeAction: \(problem)") }
                if let unresolved = result.arrayValue?.first(where: { $0["edit"] == nil && $0["data"] != nil }) {
                    await session.expectAnswer(to: "codeAction/resolve", unresolved, label: label, check: check)
                }
            case .error(let error)?:
                Issue.record("\(label): codeAction failed: \(error)")
            case nil:
                Issue.record("\(label): codeAction was not answered")
            }
        case 16:
            // Navigation, whose answers may name the other open documents:
            // each place is checked in the document it names.
            let checkPlaces = { (result: JSONValue) in checkLocations(in: result, documents: documents, unit: unit) }
            switch generator.next() % 5 {
            case 0: await session.expectAnswer(to: "textDocument/documentLink", ["textDocument": textDocument], label: label, check: check)
            case 1: await session.expectAnswer(to: "textDocument/definition", positionParams(uri, position()), label: label, check: checkPlaces)
            case 2:
                var params = positionParams(uri, position())
                if case .object(var members) = params {
                    members["context"] = ["includeDeclaration": .bool(generator.next() % 2 == 0)]
                    params = .object(members)
                }
                await session.expectAnswer(to: "textDocument/references", params, label: label, check: checkPlaces)
            case 3: await session.expectAnswer(to: "textDocument/documentHighlight", positionParams(uri, position()), label: label, check: check)
            default: await session.expectAnswer(to: "workspace/diagnostic", ["previousResultIds": []], label: label, check: checkPlaces)
            }
        case 12:
            let method = ["laminate/unknown", "textDocument/implementation", "", "$/unknown"][Int(generator.next() % 4)]
            let outcome = await session.request(method, ["textDocument": textDocument])
            if case .error(let error)? = outcome {
                #expect(error.code == ResponseError.methodNotFoundCode, "\(label): \(method) answered \(error)")
            } else {
                Issue.record("\(label): \(method) answered \(String(describing: outcome))")
            }
            session.notify("laminate/unknownNotification", [:])
        default:
            let method = [
                "textDocument/hover", "textDocument/completion", "textDocument/semanticTokens/range", "textDocument/colorPresentation",
                "textDocument/documentColor", "laminate/documentText", "laminate/wait", "textDocument/codeAction",
                "codeAction/resolve",
            ][Int(generator.next() % 9)]
            let params: [JSONValue?] = [
                nil, [1, 2], ["textDocument": 5], ["textDocument": textDocument, "position": ["line": "a"]],
                ["textDocument": textDocument, "range": [:]], ["milliseconds": "soon"],
            ]
            let chosen = params[Int(generator.next() % UInt64(params.count))]
            let outcome = await session.request(method, chosen)
            switch outcome {
            case .error(let error)?:
                #expect(error.code == ResponseError.invalidParamsCode, "\(label): \(method) with \(String(describing: chosen)) answered \(error)")
            case .result?:
                break  // Some wrong-looking params are fine (extra members, a missing optional).
            case nil:
                Issue.record("\(label): \(method) was not answered")
            }
        }
    }

    /// Problems with the places in a navigation answer: each location
    /// (`uri` or `targetUri` with its ranges) inside the open document it
    /// names; places in documents that are not open (there are no files
    /// on disk here) are problems too.
    static func checkLocations(in result: JSONValue, documents: [String: SessionDocument], unit: ColumnUnit) -> [String] {
        var problems: [String] = []
        var pending = [result]
        while let value = pending.popLast() {
            switch value {
            case .array(let elements): pending += elements
            case .object(let members):
                guard let uri = (members["uri"] ?? members["targetUri"])?.stringValue else {
                    pending += members.values
                    continue
                }
                guard let named = documents[uri] else {
                    problems.append("a place in \(uri), which is not open: \(value)")
                    continue
                }
                var ranges = members
                ranges["uri"] = nil
                ranges["targetUri"] = nil
                problems += named.model.checkPositions(in: .object(ranges), unit: unit)
            default: break
            }
        }
        return problems
    }

    static func positionParams(_ uri: String, _ position: Position) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .integer(position.line), "character": .integer(position.character)]]
    }

    /// Inserts a markup piece at a random boundary of the model.
    static func insertMarkup(
        _ model: inout RandomizedEditTests.ClientModel, _ unit: ColumnUnit,
        _ generator: inout SplitMix64
    ) -> TextDocumentContentChangeEvent {
        let boundaries = model.boundaries
        let index = boundaries[Int(generator.next() % UInt64(boundaries.count))]
        let position = model.position(ofScalarIndex: index, in: unit)
        let piece = markup[Int(generator.next() % UInt64(markup.count))]
        model.scalars.insert(contentsOf: Array(piece.unicodeScalars), at: index)
        return TextDocumentContentChangeEvent(range: LSPRange(start: position, end: position), text: piece)
    }
}

/// What the client knows of one open document.
struct SessionDocument {
    var model: RandomizedEditTests.ClientModel
    var version: Int
}

extension RandomizedEditTests.ClientModel {
    /// The length of each line in `unit`, without its terminator.
    func lineLengths(in unit: ColumnUnit) -> [Int] {
        var lengths = [0]
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                lengths.append(0)
            } else {
                switch unit {
                case .utf8: lengths[lengths.count - 1] += String(scalar).utf8.count
                case .utf16: lengths[lengths.count - 1] += String(scalar).utf16.count
                case .utf32: lengths[lengths.count - 1] += 1
                }
            }
            index += 1
        }
        return lengths
    }

    /// Problems with the positions anywhere in a result: every object with
    /// a `line` and a `character` must be inside the document.
    func checkPositions(in result: JSONValue, unit: ColumnUnit) -> [String] {
        let lengths = lineLengths(in: unit)
        var problems: [String] = []
        var pending = [result]
        while let value = pending.popLast() {
            switch value {
            case .array(let elements): pending += elements
            case .object(let members):
                if let line = members["line"]?.integerValue, let character = members["character"]?.integerValue {
                    if !(0..<lengths.count).contains(line) || !(0...lengths[line]).contains(character) {
                        problems.append("position \(line):\(character) outside the document (line lengths \(lengths)) in \(result)")
                    }
                } else {
                    pending += members.values
                }
            default: break
            }
        }
        return problems
    }

    /// Problems with semantic tokens: each must start and end inside its line.
    func checkTokens(_ result: JSONValue, unit: ColumnUnit) -> [String] {
        guard case .null = result else {
            guard let data = result["data"]?.arrayValue?.compactMap(\.integerValue), data.count % 5 == 0 else {
                return ["semantic tokens without data: \(result)"]
            }
            let lengths = lineLengths(in: unit)
            var line = 0
            var character = 0
            for index in stride(from: 0, to: data.count, by: 5) {
                if data[index] > 0 { character = 0 }
                line += data[index]
                character += data[index + 1]
                guard lengths.indices.contains(line), character + data[index + 2] <= lengths[line] else {
                    return ["token \(index / 5) at \(line):\(character) length \(data[index + 2]) outside the document (line lengths \(lengths))"]
                }
            }
            return []
        }
        return []
    }
}

/// The client's end of an in-process server, reading every message the
/// server sends: answers are kept by id, server-to-client requests are
/// answered, published diagnostics are checked.
struct ServerSession {
    let connection = InProcessConnection()
    let serverTask: Task<Int32, Never>
    var outgoing: AsyncStream<Message>.Iterator
    var answers: [RequestID: Message.Outcome] = [:]
    var nextID = 1
    var problems: [String] = []
    /// Results that went through a check.
    var checkedResults = 0
    /// Diagnostics published since last taken: uri, version, the diagnostics.
    var published: [(uri: String, version: Int?, diagnostics: JSONValue)] = []

    init() {
        let server = LanguageServer(connection: connection, methods: .withTestMethods, logSink: MemoryLogSink())
        serverTask = Task { await server.run() }
        outgoing = connection.outgoing.makeAsyncIterator()
    }

    func notify(_ method: String, _ params: JSONValue?) {
        connection.feed(.notification(method: method, params: params))
    }

    mutating func send(_ method: String, _ params: JSONValue?) -> Int {
        nextID += 1
        connection.feed(.request(id: .integer(nextID), method: method, params: params))
        return nextID
    }

    mutating func request(_ method: String, _ params: JSONValue?) async -> Message.Outcome? {
        await answer(to: send(method, params))
    }

    /// Sends a request and records a problem unless it gets a result or a
    /// proper error; `check` finds problems in a result.
    mutating func expectAnswer(to method: String, _ params: JSONValue, label: String, check: (JSONValue) -> [String] = { _ in [] }) async {
        switch await request(method, params) {
        case .result(let result)?:
            checkedResults &+= 1
            problems += check(result).map { "\(label): \(method): \($0)" }
        case .error(let error)?:
            let proper = [ResponseError.invalidParamsCode, ResponseError.invalidRequestCode, ResponseError.requestCancelledCode]
            if !proper.contains(error.code) { problems.append("\(label): \(method) failed: \(error)") }
        case nil:
            problems.append("\(label): \(method) was not answered")
        }
    }

    /// Waits for the answer to request `id`; nil if the server stopped first.
    mutating func answer(to id: Int) async -> Message.Outcome? {
        let key = RequestID.integer(id)
        while answers[key] == nil {
            guard let message = await outgoing.next() else { return nil }
            switch message {
            case .response(let id?, let outcome):
                answers[id] = outcome
            case .response(nil, let outcome):
                problems.append("a response without an id: \(outcome)")
            case .request(let id, let method, _):
                // Answer what the server asks; configuration gets nothing useful.
                let result: JSONValue = method == "workspace/configuration" ? [.null] : .null
                connection.feed(.response(id: id, outcome: .result(result)))
            case .notification(PublishDiagnosticsNotification.method, let params?):
                published.append((params["uri"]?.stringValue ?? "", params["version"]?.integerValue, params["diagnostics"] ?? .null))
            case .notification:
                break
            }
        }
        return answers.removeValue(forKey: key)
    }

    mutating func takePublished() -> [(uri: String, version: Int?, diagnostics: JSONValue)] {
        defer { published = [] }
        return published
    }

    mutating func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }

    func exit() async -> Int32 {
        notify("exit", nil)
        connection.finishInput()
        return await serverTask.value
    }
}
