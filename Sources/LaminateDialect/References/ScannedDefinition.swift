/// A reference definition read from the start of a paragraph by
/// `ReferenceDefinitionScanner`: `[label]: destination "title"` or
/// `^[label]: ATTRIBUTES`.
struct ScannedDefinition {
    enum Kind {
        case link(destination: String, title: String?)
        case attributes(MappedText)
    }
    var kind: Kind
    var normalizedLabel: String
    /// Offset in the paragraph's `MappedText` just after the definition's last
    /// line (and its joining newline, if any): the paragraph's content resumes there.
    var contentEnd: Int
    /// The definition's source range (its lines, without the final line ending).
    var range: ByteRange
    /// Its markup: `linkOpen`/`attributeOpen`, `referenceLabel`, `linkClose`,
    /// `definitionColon`, `destination`, `title`, `attributes`.
    var markers: [(MarkerKind, ByteRange)]
}
