import LaminateConcurrency

/// Span tags already written, by attribute text, for one renderer.
///
/// A document repeats its attribute lists (a cookbook's
/// `^[…](ingredient: …)` a few hundred ways over thousands of spans), and a
/// tag costs a JSON5 read and a validation; the tag depends only on the text
/// and the definition, which the renderer's closure fixes.
final class SpanTagCache: Sendable {
    /// Beyond this many distinct lists new tags are written but not kept, so
    /// that a long-lived renderer's memory stays bounded.
    static let capacity = 4096

    private let tags = Locked<[AttributeTextKey: String]>([:])

    func tag(for attributes: [UInt8], orMake make: () -> String) -> String {
        let key = AttributeTextKey(bytes: attributes)
        if let tag = tags.withLock({ $0[key] }) { return tag }
        let tag = make()
        tags.withLock { tags in
            if tags.count < Self.capacity { tags[key] = tag }
        }
        return tag
    }
}
