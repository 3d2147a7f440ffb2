import Foundation
import LaminateDialect

extension ContainerScan {
    /// `bytes` read as the container `previous` was read from `previousBytes`,
    /// by reading only the edited string again when one edit lies inside
    /// the content of one string: a keystroke in a large catalog then costs
    /// that string and moving the ones after it, not reading all its JSON.
    ///
    /// `change`, when the caller knows it (an editor's edit), says where
    /// the texts differ; without it the two texts are compared from both
    /// ends. The edited literal is read again alone
    /// (`EmbeddedString.rereading(_:edit:nextLiteralStart:)`),
    /// and anything else — an edit across strings or outside them, an
    /// unescaped quote, a Swift literal whose interpolation or Markdown
    /// changed — is read whole, so the result is always what
    /// `scan(_:as:)` gives.
    public static func rescan(
        _ bytes: [UInt8], as kind: ContainerKind, previous: ContainerScan,
        previousBytes: [UInt8], change: TextChange? = nil
    ) -> ContainerScan {
        let change = change ?? TextChange(from: previousBytes, to: bytes)
        guard previous.kind == kind, previous.failure == nil,
            let rescanned = edited(bytes, previous: previous, change: change)
        else { return scan(bytes, as: kind) }
        return rescanned
    }

    private static func edited(_ bytes: [UInt8], previous: ContainerScan, change: TextChange) -> ContainerScan? {
        let strings = previous.strings
        guard let index = strings.lastIndex(where: { $0.literalRange.start < change.oldRange.start }) else { return nil }
        let string = strings[index]
        let next = index + 1 < strings.count ? strings[index + 1].literalRange.start : nil
        guard let reread = string.rereading(bytes, edit: change, nextLiteralStart: next) else { return nil }
        var result = previous
        result.strings[index] = reread
        if change.shift != 0 {
            for later in (index + 1)..<result.strings.count { result.strings[later].shift(by: change.shift) }
        }
        for value in string.valuesNamedByKey(in: strings, after: index) {
            result.strings[value].origin.key = reread.origin.key
        }
        return result
    }
}

extension EmbeddedString {
    /// This string read again from `bytes`, the container after `edit`,
    /// when the edit lies strictly inside its content (its delimiters, and
    /// a raw literal's hashes after the closing quote, untouched) and the
    /// edited literal is still exactly one literal of its kind; else nil:
    /// the container must be read whole. `nextLiteralStart` is where the
    /// next string of the container starts (a literal nested in this one's
    /// interpolation is read whole too).
    ///
    /// An edited key takes its new name; the entry's values that carried
    /// the old one are `valuesNamedByKey(in:after:)`.
    public func rereading(_ bytes: [UInt8], edit: TextChange, nextLiteralStart: Int?) -> EmbeddedString? {
        let literal = literalRange
        let closing = literal.end - Self.closingLength(escaping)
        guard edit.oldRange.start >= text.contentStart, edit.oldRange.end <= closing else { return nil }
        if let next = nextLiteralStart, next < literal.end { return nil }
        // A placeholder next to the edit (a format specifier may grow) is read whole.
        for segment in text.segments
        where segment.kind == .placeholder
            && segment.sourceStart <= edit.oldRange.end && edit.oldRange.start <= segment.sourceEnd
        { return nil }
        let newEnd = literal.end + edit.shift
        guard newEnd <= bytes.count else { return nil }
        let newLiteral = Array(bytes[literal.start..<newEnd])
        guard let reread = LiteralRereader.decode(newLiteral, escaping) else { return nil }
        if case .swift = escaping {
            // Found for its Markdown, it must still have some (or the call
            // around it found it), and an interpolation typed makes literals of its own.
            let marker: [UInt8] = [UInt8(ascii: "^"), UInt8(ascii: "[")]
            if Self.contains(text.bytes, marker), !Self.contains(reread.bytes, marker) { return nil }
            if reread.placeholderRanges.count != text.placeholderRanges.count { return nil }
        }
        // A key names its entry's values: they take the new name.
        var origin = origin
        if origin.role == .key {
            guard let key = LiteralRereader.decodedString(newLiteral, escaping) else { return nil }
            origin.key = key
        }
        return EmbeddedString(
            text: reread.shifted(by: literal.start), literalRange: ByteRange(literal.start, newEnd),
            escaping: escaping, origin: origin)
    }

    /// For a key at `index` of `strings`, the indices of the values after
    /// it that carry its name (its entry's); empty for any other string.
    public func valuesNamedByKey(in strings: some RandomAccessCollection<EmbeddedString>, after index: Int) -> Range<Int> {
        var end = index + 1
        guard origin.role == .key else { return end..<end }
        while end < strings.count {
            let next = strings[strings.index(strings.startIndex, offsetBy: end)]
            guard next.origin.role == .value, next.origin.key == origin.key else { break }
            end += 1
        }
        return (index + 1)..<end
    }

    /// How many bytes end a literal after its content.
    private static func closingLength(_ escaping: StringEscaping) -> Int {
        switch escaping {
        case .json, .strings: 1
        case .swift(let hashes, let multiline): (multiline ? 3 : 1) + hashes
        }
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0] == marker[0] && bytes[$0 + 1] == marker[1] }
    }

    /// The same string `delta` bytes later in its container.
    public func shifted(by delta: Int) -> EmbeddedString {
        var shifted = self
        shifted.shift(by: delta)
        return shifted
    }

    /// The same string `delta` bytes later in its container.
    mutating func shift(by delta: Int) {
        literalRange = ByteRange(literalRange.start + delta, literalRange.end + delta)
        text = text.shifted(by: delta)
    }
}
