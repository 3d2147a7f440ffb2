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

/// A message body that is not a valid JSON-RPC message, with the error to
/// answer it with and the id to answer (nil when it has none).
public struct InvalidMessage: Error, Hashable, Sendable {
    public var id: RequestID?
    public var error: ResponseError
}

extension Message {
    /// Decodes a message body: JSON first, then the JSON-RPC shape.
    public static func decode(body: [UInt8]) -> Result<Message, InvalidMessage> {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            return .failure(InvalidMessage(id: nil, error: .parseError("message is not JSON: \(error)")))
        }
        return Message.classify(json)
    }

    /// Recognises a JSON value as a request, notification or response.
    public static func classify(_ json: JSONValue) -> Result<Message, InvalidMessage> {
        guard case .object(let members) = json else {
            return .failure(InvalidMessage(id: nil, error: .invalidRequest("message is not a JSON object")))
        }
        let idValue = members["id"]
        let id = idValue.flatMap(RequestID.init(json:))
        func invalid(_ message: String) -> Result<Message, InvalidMessage> {
            .failure(InvalidMessage(id: id, error: .invalidRequest(message)))
        }
        guard members["jsonrpc"] == "2.0" else { return invalid("\"jsonrpc\" must be \"2.0\"") }
        if let idValue, id == nil, idValue != .null { return invalid("\"id\" must be an integer or a string") }
        let params = members["params"]
        if let params {
            switch params {
            case .object, .array: break
            default: return invalid("\"params\" must be an object or an array")
            }
        }
        if let methodValue = members["method"] {
            guard case .string(let method) = methodValue else { return invalid("\"method\" must be a string") }
            guard let idValue else { return .success(.notification(method: method, params: params)) }
            guard let id else {
                // `"id": null` with a method is neither a request nor a notification.
                _ = idValue
                return invalid("a request's \"id\" must be an integer or a string")
            }
            return .success(.request(id: id, method: method, params: params))
        }
        if let result = members["result"] {
            guard members["error"] == nil else { return invalid("a response has both \"result\" and \"error\"") }
            return .success(.response(id: id, outcome: .result(result)))
        }
        if let errorValue = members["error"] {
            guard let error = ResponseError(json: errorValue) else { return invalid("malformed \"error\"") }
            return .success(.response(id: id, outcome: .error(error)))
        }
        return invalid("message has no \"method\", \"result\" or \"error\"")
    }
}
