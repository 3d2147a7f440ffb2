import Foundation
import LaminateDialect

extension ContainerScan {
    /// `bytes` read as the container `previous` was read from `previousBytes`,
    /// by reading only the edited string again when one edit lies inside
    /// the content of one string: a keystroke in a large catalog then costs
    /// that string and moving the ones after it, not reading all its JSON.
    ///
    /// The edited literal is read again alone (`LiteralRereader`, as
    /// every fix is verified) and must still be exactly one literal of its
    /// kind, from its first byte to its last (an edited key renames its
    /// entry's values); anything else — an edit across strings or outside
    /// them, an unescaped quote, a Swift literal whose interpolation or
    /// Markdown changed — is read whole, so the result is always what
    /// `scan(_:as:)` gives.
    public static func rescan(
        _ bytes: [UInt8], as kind: ContainerKind, previous: ContainerScan,
        previousBytes: [UInt8]
    ) -> ContainerScan {
        guard previous.kind == kind, previous.failure == nil,
            let rescanned = edited(bytes, previous: previous, previousBytes: previousBytes)
        else { return scan(bytes, as: kind) }
        return rescanned
    }

    private static func edited(_ bytes: [UInt8], previous: ContainerScan, previousBytes: [UInt8]) -> ContainerScan? {
        // The one changed region: what the two texts do not share at either end.
        let (prefix, suffix) = sharedEnds(previousBytes, bytes)
        let oldEnd = previousBytes.count - suffix
        let delta = bytes.count - previousBytes.count
        guard let index = previous.strings.lastIndex(where: { $0.literalRange.start < prefix }) else { return nil }
        let string = previous.strings[index]
        let content = string.text.contentStart
        let literal = string.literalRange
        // Strictly inside the content: the delimiters (and a raw literal's
        // hashes after the closing quote) are untouched.
        let closing = literal.end - closingLength(string.escaping)
        guard prefix >= content, oldEnd <= closing else { return nil }
        // A literal nested in this one's interpolation, or a placeholder
        // next to the edit (a format specifier may grow), is read whole.
        if index + 1 < previous.strings.count, previous.strings[index + 1].literalRange.start < literal.end { return nil }
        for segment in string.text.segments
        where segment.kind == .placeholder
            && segment.sourceStart <= oldEnd && prefix <= segment.sourceEnd
        { return nil }
        let newLiteral = Array(bytes[literal.start..<(literal.end + delta)])
        guard let reread = LiteralRereader.decode(newLiteral, string.escaping) else { return nil }
        if case .swift = string.escaping {
            // Found for its Markdown, it must still have some (or the call
            // around it found it), and an interpolation typed makes literals of its own.
            let marker: [UInt8] = [UInt8(ascii: "^"), UInt8(ascii: "[")]
            if contains(string.text.bytes, marker), !contains(reread.bytes, marker) { return nil }
            if reread.placeholderRanges.count != string.text.placeholderRanges.count { return nil }
        }
        // A key names its entry's values: they take the new name.
        var origin = string.origin
        if origin.role == .key {
            guard let key = LiteralRereader.decodedString(newLiteral, string.escaping) else { return nil }
            origin.key = key
        }
        var result = previous
        result.strings[index] = EmbeddedString(
            text: reread.shifted(by: literal.start),
            literalRange: ByteRange(literal.start, literal.end + delta),
            escaping: string.escaping, origin: origin)
        if delta != 0 {
            for later in (index + 1)..<result.strings.count { result.strings[later].shift(by: delta) }
        }
        if origin.role == .key {
            var next = index + 1
            while next < result.strings.count, result.strings[next].origin.role == .value,
                result.strings[next].origin.key == string.origin.key
            {
                result.strings[next].origin.key = origin.key
                next += 1
            }
        }
        return result
    }

    /// How many bytes end a literal after its content.
    private static func closingLength(_ escaping: StringEscaping) -> Int {
        switch escaping {
        case .json, .strings: 1
        case .swift(let hashes, let multiline): (multiline ? 3 : 1) + hashes
        }
    }

    /// The lengths of the longest shared prefix and suffix (not overlapping)
    /// of two versions of a text: what an edit left alone at either end.
    public static func sharedEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let limit = min(old.count, new.count)
                var prefix = 0
                // Blocks of 4 KB by `memcmp`, then byte by byte.
                while prefix + 4096 <= limit, memcmp(old.baseAddress! + prefix, new.baseAddress! + prefix, 4096) == 0 { prefix += 4096 }
                while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix + 4096 <= limit - prefix,
                    memcmp(old.baseAddress! + old.count - suffix - 4096, new.baseAddress! + new.count - suffix - 4096, 4096) == 0
                {
                    suffix += 4096
                }
                while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0] == marker[0] && bytes[$0 + 1] == marker[1] }
    }
}

extension EmbeddedString {
    /// The same string `delta` bytes later in its container.
    mutating func shift(by delta: Int) {
        literalRange = ByteRange(literalRange.start + delta, literalRange.end + delta)
        text = text.shifted(by: delta)
    }
}
