import LaminateAttributes
import LaminateDialect

/// The attributes `AttributedString` would hold at one character of a
/// document, and where each comes from: the markup's presentation intents,
/// links and images, the block context, and every attribute of the
/// enclosing attribute spans (the inner span wins when keys repeat).
///
/// Computed from the tree ancestors of the character alone, so it costs the
/// depth of the tree, not the size of the document.
public struct EffectiveAttributes: Sendable, Hashable {
    /// One attribute and its value, as a hover shows them.
    public struct Entry: Sendable, Hashable {
        public var key: String
        /// The value as written in JSON5, or the markup's value in Foundation's words.
        public var value: String
        /// What set it, innermost first (several for combined presentation intents).
        public var sources: [Source]
        /// The value read from a span, for checking constraints.
        var spanValue: JSON5Value?
    }

    /// A piece of markup or a span that contributes an attribute.
    public struct Source: Sendable, Hashable {
        /// What it is, in words: "strong emphasis", "attribute span", "heading 2".
        public var name: String
        /// The markup in short, for inline constructs: "**…**", "^[butter](…)".
        public var markup: String?
        /// 1-based, as editors show lines.
        public var line: Int
        public var range: ByteRange
    }

    /// A constraint of the formatting definition that the attributes here break.
    public struct ConstraintViolation: Sendable, Hashable {
        public var constraint: String
        public var attribute: String
        /// The value the constraint asks for, as JSON5; nil: the attribute must be absent.
        public var expected: String?
    }

    /// In a stable order: inline presentation intents, link, image, the
    /// block context, then the span attributes from the outermost span in.
    public var entries: [Entry]
    public var violations: [ConstraintViolation]
    /// The innermost inline construct that sets an attribute, else the
    /// innermost block: the range a hover highlights.
    public var range: ByteRange

    public subscript(key: String) -> Entry? { entries.first { $0.key == key } }

    /// The attributes at `offset` (a byte offset into the document).
    public init(at offset: Int, in analysis: DocumentAnalysis) {
        let tree = analysis.tree
        // An offset outside the text (a caller's mistake) reads as its nearest end.
        let offset = min(max(offset, 0), tree.source.count)
        var collector = EffectiveAttributeCollector(tree: tree, lineIndex: analysis.lineIndex)
        var inlineRange: ByteRange?
        var blockRange: ByteRange?
        for id in tree.pathOfNodes(containing: offset).reversed() {
            switch collector.add(id) {
            case .inline: if inlineRange == nil { inlineRange = tree[id].range }
            case .block: if blockRange == nil { blockRange = tree[id].range }
            case .nothing: break
            }
        }
        entries = collector.entries()
        violations = Self.violations(of: entries, definition: analysis.definition)
        range = inlineRange ?? blockRange ?? ByteRange(offset, offset)
    }

    private static func violations(of entries: [Entry], definition: FormattingDefinition) -> [ConstraintViolation] {
        var violations: [ConstraintViolation] = []
        for constraint in definition.constraints {
            let applies = entries.contains { $0.key == constraint.whenPresent }
            // `otherwise` absent: the constraint says nothing about text without the key.
            let required: ConstraintValue?? = applies ? .some(constraint.value) : constraint.otherwise
            guard case .some(let expected) = required else { continue }
            let actual = entries.first { $0.key == constraint.attribute }
            let holds: Bool
            switch (expected, actual) {
            case (nil, nil): holds = true
            case (nil, _?), (_?, nil): holds = false
            case (let expected?, let actual?): holds = actual.spanValue.map(expected.matches) ?? false
            }
            if !holds {
                violations.append(
                    ConstraintViolation(
                        constraint: constraint.name, attribute: constraint.attribute,
                        expected: expected?.sourceText))
            }
        }
        return violations
    }
}
