extension DerivedPayload {
    /// How a finished chunk stores a built node's `kind`: the detail byte and
    /// `payload` field that `kind(tag:…)` reads it back from exactly, or nil
    /// when it cannot (the kind then goes in the chunk's payload table).
    ///
    /// Reading back is the proof: whatever the parser did to a payload
    /// (lines joined, prefixes removed, escapes decoded), a node stores
    /// none only when its source and markers give the same kind. The common
    /// cases are checked without making the kind (no string or array is
    /// built for a span's list or a link's destination that is its source
    /// as written); the rest are read back and compared.
    static func compacted(
        _ kind: NodeKind, tag: NodeTag, start: Int32, end: Int32,
        markers: UnsafeBufferPointer<StoredMarker>, in source: PayloadSource
    ) -> (detail: UInt8, field: Int32)? {
        switch kind {
        case .list(let info):
            guard let storage = listStorage(info) else { return nil }
            return (storage.detail, storage.start)
        case .attributeSpan(let info):
            guard info.referenceLabel == nil, spanListIsItsMarker(info.attributes, markers, source) else { return nil }
            return (0, -1)
        case .link(let info), .image(let info):
            guard info.referenceLabel == nil, linkIsItsMarkers(info, markers, source) else { return nil }
            return (0, -1)
        case .inlineHTML(let content):
            guard ByteRunComparison.equal(content, source.bytes(start, end)) else { return nil }
            return (0, -1)
        case .codeSpan(let content):
            guard let inner = between(.codeSpanDelimiter, markers, source) else { return nil }
            guard codeSpanIsItsSource(content, inner) ?? (InlineParser.codeSpanContent(inner) == content) else { return nil }
            return (0, -1)
        case .entity:
            guard self.kind(tag: tag, detail: 0, field: -1, start: start, end: end, markers: markers, in: source) == kind else {
                return nil
            }
            return (0, -1)
        case .autolink(_, let isEmail):
            let detail: UInt8 = isEmail ? 1 : 0
            guard self.kind(tag: tag, detail: detail, field: -1, start: start, end: end, markers: markers, in: source) == kind else {
                return nil
            }
            return (detail, -1)
        default:
            return nil
        }
    }

    /// Whether an inline span's list is one line of the source, exactly its
    /// `attributes` marker (or empty, with no such marker).
    private static func spanListIsItsMarker(
        _ text: MappedText, _ markers: UnsafeBufferPointer<StoredMarker>,
        _ source: PayloadSource
    ) -> Bool {
        guard let marker = markers.first(where: { $0.kind == .attributes }) else { return text.pieceCount == 0 }
        guard text.pieceCount == 1 else { return false }
        let piece = text.piece(0)
        return piece.virtualSpaces == 0 && piece.textStart == 0
            && text.sourceBase &+ piece.sourceStart == Int(marker.start) &+ source.base
            && piece.length == Int(marker.end &- marker.start)
            && text.bytes.withUnsafeBufferPointer { ByteRunComparison.equal($0, source.bytes(marker.start, marker.end)) }
    }

    /// Whether an inline link's destination and title read back from its
    /// markers as they are; a destination or title with escapes or entities
    /// is decoded and compared.
    private static func linkIsItsMarkers(
        _ info: LinkInfo, _ markers: UnsafeBufferPointer<StoredMarker>,
        _ source: PayloadSource
    ) -> Bool {
        var hasDestination = false
        var hasTitle = false
        for marker in markers {
            switch marker.kind {
            case .destination:
                var raw = source.bytes(marker.start, marker.end)
                if raw.first == UInt8(ascii: "<"), raw.count >= 2 { raw = UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()) }
                guard matchesDecoded(info.destination, raw) else { return false }
                hasDestination = true
            case .title:
                let raw = source.bytes(marker.start, marker.end)
                guard raw.count >= 2, let title = info.title,
                    matchesDecoded(title, UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()))
                else { return false }
                hasTitle = true
            default:
                continue
            }
        }
        return (hasDestination || info.destination.isEmpty) && hasTitle == (info.title != nil)
    }

    /// Whether a code span's content is `inner` as written (or with the one
    /// space at each end stripped), or nil when `inner` holds a line ending
    /// or NUL and must be normalized to tell.
    private static func codeSpanIsItsSource(_ content: String, _ inner: UnsafeBufferPointer<UInt8>) -> Bool? {
        let space = UInt8(ascii: " ")
        guard !inner.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == 0 }) else { return nil }
        if inner.count >= 2, inner[0] == space, inner[inner.count - 1] == space, inner.contains(where: { $0 != space }) {
            return ByteRunComparison.equal(content, UnsafeBufferPointer(rebasing: inner.dropFirst().dropLast()))
        }
        return ByteRunComparison.equal(content, inner)
    }

    /// Whether `raw` decodes (`EscapeDecoder`) to `value`: compared byte for
    /// byte when there is nothing to decode.
    private static func matchesDecoded(_ value: String, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        if !raw.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") || $0 == 0 }) {
            return ByteRunComparison.equal(value, raw)
        }
        return EscapeDecoder.decode(raw) == value
    }
}
