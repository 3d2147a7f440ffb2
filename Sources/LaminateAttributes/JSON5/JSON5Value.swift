import LaminateDialect

/// A JSON5 value read from an attribute list or a definition file, with the
/// byte range it was written at, so that a diagnostic can underline exactly
/// the offending value.
///
/// Ranges are offsets into the bytes the reader was given; a caller that read
/// a `MappedText` maps them to the document with `MappedText.sourceRange`.
public struct JSON5Value: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(JSON5Number)
        case string(String)
        case array([JSON5Value])
        case object(JSON5Object)
    }

    public var kind: Kind
    /// From the first byte of the value to just after its last (the closing
    /// quote, bracket or brace).
    public var range: ByteRange

    public init(_ kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    public var stringValue: String? {
        if case .string(let string) = kind { return string }
        return nil
    }

    public var numberValue: JSON5Number? {
        if case .number(let number) = kind { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = kind { return bool }
        return nil
    }

    public var objectValue: JSON5Object? {
        if case .object(let object) = kind { return object }
        return nil
    }

    public var arrayValue: [JSON5Value]? {
        if case .array(let array) = kind { return array }
        return nil
    }

    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// What kind of value this is, in words, for messages ("a string", "an array").
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A number as written and as Foundation reads it.
public struct JSON5Number: Sendable, Hashable {
    /// The value Foundation's decoder produces for this literal (as a `Double`).
    public var value: Double
    /// The literal as written, sign included: `+0x1F`, `.5`, `-Infinity`.
    public var literal: String

    public init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// The value as an integer, if it is a finite whole number that fits.
    public var integerValue: Int? {
        guard value.isFinite, value.rounded(.towardZero) == value else { return nil }
        return Int(exactly: value)
    }
}

/// One `key: value` entry of an object.
public struct JSON5Member: Sendable, Hashable {
    /// The key's text. Quoted keys are unescaped; unquoted keys are kept as
    /// written, escapes included, because that is the key Foundation's decoder
    /// reports for them (`\u0061b: 1` has the key `\u0061b`, not `ab`).
    public var key: String
    /// The key as written, quotes included.
    public var keyRange: ByteRange
    public var value: JSON5Value

    public init(key: String, keyRange: ByteRange, value: JSON5Value) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }

    /// From the key to the end of the value.
    public var range: ByteRange { ByteRange(keyRange.start, max(keyRange.start, value.range.end)) }
}

/// An object's members in the order written; duplicate keys are kept (the
/// validator reports them; Foundation keeps the first).
public struct JSON5Object: Sendable, Hashable {
    public var members: [JSON5Member]
    /// Whether the object was written with braces (a top-level attribute list may omit them).
    public var hasBraces: Bool

    public init(members: [JSON5Member] = [], hasBraces: Bool) {
        self.members = members
        self.hasBraces = hasBraces
    }

    /// The first member with `key`: the one Foundation's decoder keeps.
    public subscript(key: String) -> JSON5Member? {
        members.first { $0.key == key }
    }
}
