import Foundation

/// Encodes an `Encodable` value straight into a `JSONValue`, for
/// `JSONValue(encoding:)`.
///
/// Going through Foundation's `JSONEncoder` and parsing its output back
/// cost most of the time of publishing thousands of diagnostics per
/// keystroke in a large document. The value produced is the one that round
/// trip produced: nil optionals left out, integral doubles up to 2^53 as
/// integers (the encoder writes `1.0` as `1`), non-finite numbers an error.
enum JSONValueEncoding {
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let node = JSONValueNode()
        try node.encode(value, codingPath: [])
        return node.resolved
    }

    /// A double as the round trip through JSON text gives it back.
    static func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
        }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return .integer(Int(value)) }
        return .double(value)
    }

    static func primitive(_ value: Bool, _ codingPath: [any CodingKey]) throws -> JSONValue { .bool(value) }
    static func primitive(_ value: String, _ codingPath: [any CodingKey]) throws -> JSONValue { .string(value) }
    static func primitive(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSONValue { try number(value, codingPath) }
    static func primitive(_ value: Float, _ codingPath: [any CodingKey]) throws -> JSONValue {
        // The encoder writes a float's shortest description, read back as a double.
        guard value.isFinite else { return try number(Double(value), codingPath) }
        return try number(Double("\(value)") ?? Double(value), codingPath)
    }
    static func primitive<Integer: BinaryInteger>(_ value: Integer, _ codingPath: [any CodingKey]) throws -> JSONValue {
        if let integer = Int(exactly: value) { return .integer(integer) }
        return .double(Double(value))
    }
}

/// One value under construction; containers hold their children as nodes
/// so nested containers can keep filling them after they are handed out.
final class JSONValueNode {
    enum Content {
        case value(JSONValue)
        case array([JSONValueNode])
        case object([String: JSONValueNode])
    }

    var content = Content.value(.null)

    var resolved: JSONValue {
        switch content {
        case .value(let value): value
        case .array(let nodes): .array(nodes.map(\.resolved))
        case .object(let members): .object(members.mapValues(\.resolved))
        }
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func setMember(_ key: String, _ node: JSONValueNode) {
        guard case .object(var members) = content else { return }
        content = .value(.null)  // drop the reference so the dictionary is not copied
        members[key] = node
        content = .object(members)
    }

    func appendElement(_ node: JSONValueNode) {
        guard case .array(var elements) = content else { return }
        content = .value(.null)
        elements.append(node)
        content = .array(elements)
    }

    /// Encodes `value` into this node, taking shortcuts for values that
    /// already are JSON.
    func encode<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        switch value {
        case let json as JSONValue: content = .value(json)
        case let representable as any JSONValueRepresentable: content = .value(representable.jsonValue)
        case let string as String: content = .value(.string(string))
        case let integer as Int: content = .value(.integer(integer))
        case let url as URL: content = .value(.string(url.absoluteString))
        default: try value.encode(to: JSONValueEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct JSONValueEncoder: Encoder {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONValueNode
    let codingPath: [any CodingKey]

    private func set(_ key: Key, _ value: JSONValue) throws {
        let child = JSONValueNode()
        child.content = .value(value)
        node.setMember(key.stringValue, child)
    }

    mutating func encodeNil(forKey key: Key) throws { try set(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: String, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try set(key, JSONValueEncoding.primitive(value, codingPath + [key])) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let child = JSONValueNode()
        try child.encode(value, codingPath: codingPath + [key])
        node.setMember(key.stringValue, child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONValueNode()
        node.setMember(key.stringValue, child)
        return JSONValueEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONValueNode()
        node.setMember(key.stringValue, child)
        return JSONValueEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONValueNode()
        node.setMember("super", child)
        return JSONValueEncoder(node: child, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = JSONValueNode()
        node.setMember(key.stringValue, child)
        return JSONValueEncoder(node: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONValueNode
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(node: JSONValueNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    private mutating func append(_ value: JSONValue) throws {
        let child = JSONValueNode()
        child.content = .value(value)
        appendNode(child)
    }

    private mutating func appendNode(_ child: JSONValueNode) {
        node.appendElement(child)
        count += 1
    }

    mutating func encodeNil() throws { try append(.null) }
    mutating func encode(_ value: Bool) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: String) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Double) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Float) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int8) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int16) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int32) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int64) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt8) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt16) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt32) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt64) throws { try append(JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let child = JSONValueNode()
        try child.encode(value, codingPath: codingPath)
        appendNode(child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONValueNode()
        appendNode(child)
        return JSONValueEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONValueNode()
        appendNode(child)
        return JSONValueEncoder(node: child, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONValueNode()
        appendNode(child)
        return JSONValueEncoder(node: child, codingPath: codingPath)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: JSONValueNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: String) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Double) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Float) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int8) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int16) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int32) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: Int64) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt8) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt16) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt32) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode(_ value: UInt64) throws { node.content = .value(try JSONValueEncoding.primitive(value, codingPath)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try node.encode(value, codingPath: codingPath)
    }
}
