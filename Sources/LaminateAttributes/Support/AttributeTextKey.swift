/// An attribute list's text as a dictionary key, hashed as one block of
/// bytes: an array of bytes hashes each byte on its own, a tenth of
/// `laminate html`'s time on a cookbook with a span every hundred bytes.
/// (What a list reads as, and the tag it renders to, depend only on these
/// bytes, so tables of readings and tags are keyed by them.)
struct AttributeTextKey: Hashable, Sendable {
    var bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
