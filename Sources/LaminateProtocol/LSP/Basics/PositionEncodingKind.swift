/// The position encodings LSP 3.17 defines.
public enum PositionEncodingKind: String, Hashable, Sendable, Codable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}
