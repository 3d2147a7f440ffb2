/// The payloads a chunk does not store, read again from the source and the
/// node's markers when a reader asks for the kind.
///
/// Most payloads repeat the source: an attribute span's list is the bytes
/// of its `attributes` marker, a link's destination those of its
/// `destination` marker, a code span's content what lies between its
/// delimiters. Storing them as `NodeKind`s (56 bytes each, and the arrays
/// and strings they own) made them a third of a tree's memory; a node whose
/// payload can be read back exactly stores none, and its kind is made when
/// it is read (`SyntaxTree.kind(of:)`). Whether it can is decided when the
/// chunk is finished, by reading it back and comparing
/// (`DerivedPayload.compacted`), so a payload that differs from its source —
/// a span's list over two lines of a block quote, a title with a CRLF —
/// stays in the chunk's table, and readers get the same kind either way.
enum DerivedPayload {
    /// The kind of a stored node whose payload is not in its chunk's table,
    /// or nil when its markers do not hold what the kind needs (which
    /// `compacted` never lets happen).
    ///
    /// `field` is the node's `payload` (a list's start number), `start` and
    /// `end` its range relative to its chunk, `markers` its own markers.
    static func kind(
        tag: NodeTag, detail: UInt8, field: Int32, start: Int32, end: Int32,
        markers: UnsafeBufferPointer<StoredMarker>, in source: PayloadSource
    ) -> NodeKind? {
        switch tag {
        case .list:
            return .list(listInfo(detail: detail, start: field))
        case .attributeSpan:
            guard let attributes = markers.first(where: { $0.kind == .attributes }) else {
                return .attributeSpan(AttributeSpanInfo(attributes: MappedText()))
            }
            return .attributeSpan(AttributeSpanInfo(attributes: source.mappedText(attributes.start, attributes.end)))
        case .link, .image:
            var destination = ""
            var title: String?
            for marker in markers {
                if marker.kind == .destination {
                    var raw = source.bytes(marker.start, marker.end)
                    // `<…>`: a destination written without brackets never starts with `<`.
                    if raw.first == UInt8(ascii: "<"), raw.count >= 2 { raw = UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()) }
                    destination = EscapeDecoder.decode(raw)
                } else if marker.kind == .title {
                    let raw = source.bytes(marker.start, marker.end)
                    guard raw.count >= 2 else { return nil }
                    title = EscapeDecoder.decode(UnsafeBufferPointer(rebasing: raw.dropFirst().dropLast()))
                }
            }
            let info = LinkInfo(destination: destination, title: title)
            return tag == .link ? .link(info) : .image(info)
        case .codeSpan:
            guard let inner = between(.codeSpanDelimiter, markers, source) else { return nil }
            return .codeSpan(content: InlineParser.codeSpanContent(inner))
        case .autolink:
            guard let inner = between(.autolinkBracket, markers, source) else { return nil }
            return .autolink(destination: AutolinkScanner.destination(inner), isEmail: detail & 1 != 0)
        case .entity:
            let bytes = source.bytes(start, end)
            guard let entity = EntityDecoder.match(bytes, at: 0, end: bytes.count) else { return nil }
            return .entity(decoded: entity.decoded)
        case .inlineHTML:
            return .inlineHTML(content: String(decoding: source.bytes(start, end), as: UTF8.self))
        default:
            return nil
        }
    }

    /// The source between the first two markers of `kind` (a code span's
    /// backtick runs, an autolink's brackets).
    static func between(
        _ kind: MarkerKind, _ markers: UnsafeBufferPointer<StoredMarker>,
        _ source: PayloadSource
    ) -> UnsafeBufferPointer<UInt8>? {
        guard let open = markers.firstIndex(where: { $0.kind == kind }),
            let close = markers[(open + 1)...].firstIndex(where: { $0.kind == kind }),
            markers[open].end <= markers[close].start
        else { return nil }
        return source.bytes(markers[open].end, markers[close].start)
    }

    // A list keeps its kind in the node: `detail` is the bullet or the
    // delimiter (ASCII) plus 0x80 when tight, never 0; the start number is
    // the node's `payload` (nine digits at most, as CommonMark says).

    static func listInfo(detail: UInt8, start: Int32) -> ListInfo {
        let character = detail & 0x7F
        let isOrdered = character == UInt8(ascii: ".") || character == UInt8(ascii: ")")
        return ListInfo(
            kind: isOrdered ? .ordered(start: Int(start), delimiter: character) : .bullet(marker: character),
            isTight: detail & 0x80 != 0)
    }

    static func listStorage(_ info: ListInfo) -> (detail: UInt8, start: Int32)? {
        let character: UInt8
        var start: Int32 = 0
        switch info.kind {
        case .bullet(let marker):
            guard marker != UInt8(ascii: "."), marker != UInt8(ascii: ")") else { return nil }
            character = marker
        case .ordered(let number, let delimiter):
            guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")"), let fits = Int32(exactly: number) else { return nil }
            character = delimiter
            start = fits
        }
        guard character != 0, character < 0x80 else { return nil }
        return (character | (info.isTight ? 0x80 : 0), start)
    }
}

/// The bytes a chunk's relative ranges are read from, and where the chunk is
/// in the document (for the offsets a `MappedText` maps to).
struct PayloadSource {
    /// Indexed by a relative offset plus `offset`.
    let buffer: UnsafeBufferPointer<UInt8>
    let offset: Int
    /// Where the chunk starts in the document.
    let base: Int

    func bytes(_ start: Int32, _ end: Int32) -> UnsafeBufferPointer<UInt8> {
        let from = Int(start) &+ offset
        let to = Int(end) &+ offset
        guard from >= 0, from <= to, to <= buffer.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: buffer[from..<to])
    }

    /// `bytes(start, end)` as one line of mapped text, mapped to where it
    /// is in the document.
    func mappedText(_ start: Int32, _ end: Int32) -> MappedText {
        var text = MappedText()
        let from = Int(start) &+ offset
        let to = Int(end) &+ offset
        guard from >= 0, from < to, to <= buffer.count else { return text }
        text.appendLine(buffer, ByteRange(from, to))
        text.sourceBase = base &- offset
        return text
    }
}
