import Foundation

/// Bridges `JSONValue` and Codable types. Decoding failures become
/// `InvalidParams` errors whose message names the offending field, so a
/// client author can see at once what was wrong.
extension JSONValue {
    /// Decodes a Codable value; a missing value decodes as JSON `null`.
    public static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue?) throws(ResponseError) -> Value {
        // Read straight from the value where the type can (see `JSONValueDecodable`).
        if let json, let direct = type as? any JSONValueDecodable.Type, let value = direct.init(json: json) as? Value {
            return value
        }
        let data = Data(JSONSerializer.serialize(json ?? .null))
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch let error as DecodingError {
            throw ResponseError.invalidParams(Self.describe(error))
        } catch {
            throw ResponseError.invalidParams("invalid params: \(error)")
        }
    }

    /// Encodes a Codable value as a `JSONValue`.
    public init<Value: Encodable>(encoding value: Value) throws(ResponseError) {
        if let representable = value as? any JSONValueRepresentable {
            self = representable.jsonValue
            return
        }
        do {
            self = try JSONValueEncoding.encode(value)
        } catch let error as ResponseError {
            throw error
        } catch {
            throw ResponseError.internalError("could not encode the result: \(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(let type, let context):
            return "field \"\(path(context.codingPath))\" should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "field \"\(path(context.codingPath))\" should be \(typeName(type)), not null"
        case .dataCorrupted(let context):
            return "field \"\(path(context.codingPath))\" is invalid: \(context.debugDescription)"
        @unknown default:
            return "invalid params: \(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "params" }
        var result = "params"
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += ".\(key.stringValue)"
            }
        }
        return result
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int32.Type, is UInt32.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Double.Type: "a number"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
