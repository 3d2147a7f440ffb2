/// A marker as a chunk stores it: its kind and its range relative to the
/// chunk's start, 12 bytes. Its owner is implied by where it sits (a
/// chunk's markers are grouped by owner, see `TreeChunk.markerStarts`);
/// `MarkerList` gives readers the full `Marker`.
struct StoredMarker: Sendable {
    var kind: MarkerKind
    var start: Int32
    var end: Int32

    init(kind: MarkerKind, range: ByteRange) {
        self.kind = kind
        self.start = Int32(range.start)
        self.end = Int32(range.end)
    }

    var range: ByteRange { ByteRange(Int(start), Int(end)) }
}

/// A marker while a chunk is built: what it will store, and its owner's index.
struct BuilderMarker: Sendable {
    var stored: StoredMarker
    var owner: Int32
}
