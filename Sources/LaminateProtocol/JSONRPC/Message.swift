/// A JSON-RPC 2.0 message, in either direction.
public enum Message: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID?, outcome: Outcome)

    /// The result or error a response carries.
    public enum Outcome: Hashable, Sendable {
        case result(JSONValue)
        case error(ResponseError)
    }

    /// The message as a JSON object, ready to serialize.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let outcome):
            members["id"] = id?.json ?? .null
            switch outcome {
            case .result(let result): members["result"] = result
            case .error(let error): members["error"] = error.json
            }
        }
        return .object(members)
    }

    /// The framed bytes of the message.
    public var framedBytes: [UInt8] {
        MessageFrameEncoder.frame(JSONSerializer.serialize(json))
    }
}
