extension Message {
    /// Decodes a message body: JSON first, then the JSON-RPC shape.
    public static func decode(body: [UInt8]) -> Result<Message, InvalidMessage> {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            return .failure(InvalidMessage(kind: .request(id: nil), error: .parseError("message is not JSON: \(error)")))
        }
        return Message.classify(json)
    }

    /// Recognises a JSON value as a request, notification or response.
    ///
    /// `"params": null` is read as absent: JSON-RPC wants params structured
    /// when present, but Zed, eglot, Atom, vim clients and Rust clients built
    /// on lsp-types send `null` for `shutdown`, `exit` and other void methods,
    /// and refusing them leaves the client waiting for a shutdown that never
    /// comes. `"error": null` beside a result is read as absent too.
    public static func classify(_ json: JSONValue) -> Result<Message, InvalidMessage> {
        guard case .object(let members) = json else {
            return .failure(InvalidMessage(kind: .request(id: nil), error: .invalidRequest("message is not a JSON object")))
        }
        let idValue = members["id"]
        let id = idValue.flatMap(RequestID.init(json:))
        let methodValue = members["method"]
        let result = members["result"]
        let errorValue = members["error"].flatMap { $0 == .null ? nil : $0 }
        let kind: InvalidMessage.Kind
        if methodValue == nil, result != nil || errorValue != nil {
            kind = .response(id: id)
        } else if idValue == nil {
            kind = .notification(method: methodValue?.stringValue)
        } else {
            kind = .request(id: id)
        }
        func invalid(_ message: String) -> Result<Message, InvalidMessage> {
            .failure(InvalidMessage(kind: kind, error: .invalidRequest(message)))
        }
        guard members["jsonrpc"] == "2.0" else { return invalid("\"jsonrpc\" must be \"2.0\"") }
        if let idValue, id == nil, idValue != .null { return invalid("\"id\" must be an integer or a string") }
        let params = members["params"].flatMap { $0 == .null ? nil : $0 }
        if let params {
            switch params {
            case .object, .array: break
            default: return invalid("\"params\" must be an object or an array")
            }
        }
        if let methodValue {
            guard case .string(let method) = methodValue else { return invalid("\"method\" must be a string") }
            guard idValue != nil else { return .success(.notification(method: method, params: params)) }
            // `"id": null` is a request to JSON-RPC (only a missing id makes a
            // notification), but LSP allows only integers and strings.
            guard let id else { return invalid("a request's \"id\" must be an integer or a string") }
            return .success(.request(id: id, method: method, params: params))
        }
        if let result {
            guard errorValue == nil else { return invalid("a response has both \"result\" and \"error\"") }
            return .success(.response(id: id, outcome: .result(result)))
        }
        if let errorValue {
            guard let error = ResponseError(json: errorValue) else { return invalid("malformed \"error\"") }
            return .success(.response(id: id, outcome: .error(error)))
        }
        return invalid("message has no \"method\", \"result\" or \"error\"")
    }
}
