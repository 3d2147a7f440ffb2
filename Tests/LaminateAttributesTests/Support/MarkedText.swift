/// Fixture text with position markers: each `‸` marks a byte offset and is
/// removed, so tests never count columns by hand.
struct MarkedText: Sendable {
    static let marker = "‸"
    /// The text without markers.
    var text: String
    /// The byte offsets of the markers in `text`, in order.
    var markers: [Int]

    init(_ marked: String) {
        var text = ""
        var markers: [Int] = []
        var rest = Substring(marked)
        while let range = rest.range(of: MarkedText.marker) {
            text += rest[..<range.lowerBound]
            markers.append(text.utf8.count)
            rest = rest[range.upperBound...]
        }
        text += rest
        self.text = text
        self.markers = markers
    }

    var bytes: [UInt8] { Array(text.utf8) }
}
