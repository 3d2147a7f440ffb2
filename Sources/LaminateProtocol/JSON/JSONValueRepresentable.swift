/// A result that builds its `JSONValue` directly instead of going through
/// Foundation's `JSONEncoder` and back through the parser.
///
/// For results that are mostly one large array of integers (semantic
/// tokens: five integers per token, millions for a large document), the
/// round trip through `JSONEncoder` costs seconds; building the value
/// directly costs one pass. The value must equal what `Encodable` produces
/// (optional members left out when nil), which the protocol tests check.
public protocol JSONValueRepresentable: Encodable {
    var jsonValue: JSONValue { get }
}
