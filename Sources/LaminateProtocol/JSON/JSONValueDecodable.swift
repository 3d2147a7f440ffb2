/// Params that read themselves straight from a `JSONValue`, the decoding
/// counterpart of `JSONValueRepresentable`.
///
/// `JSONValue.decode` otherwise serializes the value back to bytes and
/// decodes those with Foundation's `JSONDecoder`: for a large `didOpen`
/// that was a long stall of the dispatcher, before the document was even
/// held. `init?(json:)` reads only the plain shape clients send and
/// answers nil for anything else, which then goes through `Decodable` as
/// before, so every error message and every leniency of `JSONDecoder`
/// stays as it was; what it reads must equal what `Decodable` gives (the
/// protocol tests compare them).
public protocol JSONValueDecodable: Decodable {
    init?(json: JSONValue)
}

extension DocumentURI {
    init?(json: JSONValue?) {
        guard let string = json?.stringValue else { return nil }
        self.init(string)
    }
}

extension Position {
    init?(json: JSONValue?) {
        guard let line = json?["line"]?.integerValue, let character = json?["character"]?.integerValue else { return nil }
        self.init(line: line, character: character)
    }
}

extension LSPRange {
    init?(json: JSONValue?) {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}

extension DidOpenTextDocumentNotification.Params: JSONValueDecodable {
    public init?(json: JSONValue) {
        guard let item = json["textDocument"], let uri = DocumentURI(json: item["uri"]),
            let languageId = item["languageId"]?.stringValue, let version = item["version"]?.integerValue,
            let text = item["text"]?.stringValue
        else { return nil }
        self.init(textDocument: TextDocumentItem(uri: uri, languageId: languageId, version: version, text: text))
    }
}

extension DidChangeTextDocumentNotification.Params: JSONValueDecodable {
    public init?(json: JSONValue) {
        guard let identifier = json["textDocument"], let uri = DocumentURI(json: identifier["uri"]),
            let version = identifier["version"]?.integerValue,
            case .array(let items)? = json["contentChanges"]
        else { return nil }
        var changes: [TextDocumentContentChangeEvent] = []
        changes.reserveCapacity(items.count)
        for item in items {
            guard case .object = item, let text = item["text"]?.stringValue else { return nil }
            var range: LSPRange?
            switch item["range"] {
            case nil, .null?: range = nil
            case let value?:
                guard let read = LSPRange(json: value) else { return nil }
                range = read
            }
            var change = TextDocumentContentChangeEvent(range: range, text: text)
            switch item["rangeLength"] {
            case nil, .null?: break
            case .integer(let length)?: change.rangeLength = length
            default: return nil
            }
            changes.append(change)
        }
        self.init(textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes)
    }
}
