import LaminateProtocol

/// A `.laminate.json` formatting definition as found on disk: where it is and
/// its bytes. Parsing and validating it is the attributes layer's job.
public struct FormattingDefinitionFile: Sendable, Hashable {
    public static let fileName = ".laminate.json"

    public var uri: DocumentURI
    public var path: String
    public var contents: [UInt8]
}
