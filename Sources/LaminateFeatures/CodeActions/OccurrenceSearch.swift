import LaminateDialect

/// Whole-word occurrences of texts in a document's plain text.
enum OccurrenceSearch {
    /// Every whole-word occurrence of any needle inside one text node that
    /// is not already in an ingredient span. Code, link destinations,
    /// attribute lists and HTML are not text nodes, so they are never searched.
    /// ASCII letters match regardless of case (`Butter` at a sentence's start
    /// is the same ingredient, as the validator compares texts).
    static func find(_ needles: [[UInt8]], in tree: SyntaxTree, skipping index: IngredientIndex) -> [ByteRange] {
        let bytes = tree.source
        var found: [ByteRange] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return false }
            let node = tree[id]
            switch node.kind {
            case .image, .codeBlock, .htmlBlock, .linkReferenceDefinition, .attributeDefinition:
                return false
            case .text:
                guard !index.isMarked(id, in: tree) else { return false }
                for needle in needles where !needle.isEmpty && needle.count <= node.range.count {
                    var start = node.range.start
                    while start &+ needle.count <= node.range.end {
                        if matches(needle, at: start, in: bytes), isWordBoundary(before: start, in: bytes),
                            isWordBoundary(after: start &+ needle.count, in: bytes)
                        {
                            found.append(ByteRange(start, start &+ needle.count))
                        }
                        start &+= 1
                    }
                }
                return false
            default:
                return true
            }
        }
        return found
    }

    /// Non-overlapping occurrences, deterministically: at the same start the
    /// longer text wins, otherwise the earlier one.
    static func resolve(_ candidates: [ByteRange]) -> [ByteRange] {
        let ordered = candidates.sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
        var kept: [ByteRange] = []
        for candidate in ordered {
            if let last = kept.last, candidate.start < last.end { continue }
            kept.append(candidate)
        }
        return kept
    }

    static func matches(_ needle: [UInt8], at start: Int, in bytes: [UInt8]) -> Bool {
        for (offset, expected) in needle.enumerated() where folded(bytes[start &+ offset]) != folded(expected) { return false }
        return true
    }

    static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func isWordBoundary(before offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset < bytes.count, bytes[offset] & 0xC0 != 0x80 else { return false }
        guard let (scalar, _) = SourceCharacters.scalar(before: offset, in: bytes) else { return true }
        guard let (first, _) = SourceCharacters.scalar(at: offset, in: bytes), SourceCharacters.isWordScalar(first) else { return true }
        return !SourceCharacters.isWordScalar(scalar)
    }

    static func isWordBoundary(after offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset < bytes.count else { return true }
        guard bytes[offset] & 0xC0 != 0x80 else { return false }
        guard let (scalar, _) = SourceCharacters.scalar(at: offset, in: bytes) else { return true }
        guard let (last, _) = SourceCharacters.scalar(before: offset, in: bytes), SourceCharacters.isWordScalar(last) else { return true }
        return !SourceCharacters.isWordScalar(scalar)
    }
}
