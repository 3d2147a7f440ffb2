#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateUncheckedAttributes

/// Decodes a span's attributes into an `AttributeContainer` through the
/// scope's keys, as Foundation does: each key's own
/// `decodeMarkdown(from:)` (its `Decodable` conformance unless it says
/// otherwise) reads the value, and keys the scope does not have are ignored.
struct MarkdownAttributeDecoder {
    let keys: MarkdownScopeKeys

    /// Sets the attributes of `attributes` that the scope has on `container`.
    /// `failure` is the first key that could not decode its value, if any; that key is left out.
    func decode(_ attributes: [String: AttributeValue], into container: inout AttributeContainer)
        -> (key: String, message: String)?
    {
        var failure: (key: String, message: String)?
        for name in attributes.keys.sorted() {
            guard let key = keys.keys[name], let value = attributes[name] else { continue }
            do {
                try Self.set(key, from: value, in: &container)
            } catch {
                if failure == nil { failure = (name, "the value of '\(name)' does not decode: \(error)") }
            }
        }
        return failure
    }

    private static func set<Key: MarkdownDecodableAttributedStringKey>(
        _ key: Key.Type, from value: AttributeValue,
        in container: inout AttributeContainer
    ) throws {
        let decoder = JSONDecoder()
        // The runs write JSON5's non-finite numbers as these strings.
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity",
            nan: "NaN")
        let decoded = try decoder.decode(MarkdownValue<Key>.self, from: Data(value.jsonText.utf8)).value
        setUncheckedAttribute(Key.self, decoded, in: &container)
    }
}

/// A value read by its key's `decodeMarkdown(from:)`.
private struct MarkdownValue<Key: MarkdownDecodableAttributedStringKey>: Decodable {
    let value: Key.Value

    init(from decoder: any Decoder) throws {
        value = try Key.decodeMarkdown(from: decoder)
    }
}
#endif
