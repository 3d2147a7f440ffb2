// Owned by the inline parser work; this placeholder only keeps the package building.

/// Reads reference definitions at the start of a paragraph, as CommonMark says.
enum ReferenceDefinitionScanner {
    /// Reads as many definitions as start `content`, one after another; the
    /// paragraph's remaining content starts at the last one's `contentEnd`.
    static func scan(_ content: MappedText) -> [ScannedDefinition] { [] }
}
