/// A document's URI, exactly as the client spelled it.
///
/// URIs are compared as strings: LSP clients send one spelling per document,
/// and normalising would risk treating two documents as one.
public struct DocumentURI: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var string: String

    public init(_ string: String) { self.string = string }

    public init(from decoder: any Decoder) throws {
        string = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }

    public static func < (lhs: DocumentURI, rhs: DocumentURI) -> Bool { lhs.string < rhs.string }

    public var description: String { string }
}
