// Semantic token results build their JSON directly: their `data` arrays
// hold five integers per token (see `JSONValueRepresentable`).

extension LSPSemanticTokens: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["data": .integers(data)]
        if let resultId { members["resultId"] = .string(resultId) }
        return .object(members)
    }
}

extension LSPSemanticTokensDelta: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["edits": .array(edits.map(\.jsonValue))]
        if let resultId { members["resultId"] = .string(resultId) }
        return .object(members)
    }
}

extension LSPSemanticTokensEdit: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["start": .integer(start), "deleteCount": .integer(deleteCount)]
        if let data { members["data"] = .integers(data) }
        return .object(members)
    }
}

extension SemanticTokensFullDeltaRequest.Result: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        switch self {
        case .full(let tokens): tokens.jsonValue
        case .delta(let delta): delta.jsonValue
        }
    }
}

extension JSONValue {
    fileprivate static func integers(_ values: [UInt32]) -> JSONValue {
        .array(values.map { .integer(Int($0)) })
    }
}
