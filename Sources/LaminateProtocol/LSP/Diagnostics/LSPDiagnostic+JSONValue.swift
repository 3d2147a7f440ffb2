// Diagnostics build their JSON directly: a large document publishes
// thousands on every keystroke (see `JSONValueRepresentable`).

extension Position: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["line": .integer(line), "character": .integer(character)] }
}

extension LSPRange: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["start": start.jsonValue, "end": end.jsonValue] }
}

extension LSPLocation: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["uri": .string(uri.string), "range": range.jsonValue] }
}

extension DiagnosticRelatedInformation: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["location": location.jsonValue, "message": .string(message)] }
}

extension DiagnosticData.Edit: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["range": range.jsonValue, "newText": .string(newText)] }
}

extension DiagnosticData.Fix: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        ["title": .string(title), "isPreferred": .bool(isPreferred), "edits": .array(edits.map(\.jsonValue))]
    }
}

extension DiagnosticData: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["fixes": .array(fixes.map(\.jsonValue))]
        if let version { members["version"] = .integer(version) }
        return .object(members)
    }
}

extension LSPDiagnostic: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "range": range.jsonValue, "severity": .integer(severity), "code": .string(code),
            "source": .string(source), "message": .string(message),
        ]
        if let relatedInformation { members["relatedInformation"] = .array(relatedInformation.map(\.jsonValue)) }
        if let data { members["data"] = data.jsonValue }
        return .object(members)
    }
}

extension PublishDiagnosticsNotification.Params: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["uri": .string(uri.string), "diagnostics": .array(diagnostics.map(\.jsonValue))]
        if let version { members["version"] = .integer(version) }
        return .object(members)
    }
}
