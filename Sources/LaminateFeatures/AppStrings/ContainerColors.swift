import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// Colour swatches inside a container's strings, and a picked colour
/// written back into one.
public enum ContainerColors {
    /// Every colour value of every string (see `DocumentColors`), in container offsets.
    public static func colors(in analysis: ContainerAnalysis) -> [ColorValue] {
        // Each string as it was made, its ranges moved to where it now is
        // (no string is made again to be asked).
        analysis.stored.indices.flatMap { index in
            let document = analysis.stored[index]
            let delta = analysis.starts[index] - document.string.literalRange.start
            return DocumentColors.colors(in: document.analysis).map {
                ColorValue(range: document.containerRange($0.range).shifted(by: delta), color: $0.color)
            }
        }
    }

    /// The edit that writes `color` over container range `range` (the
    /// value a swatch stands on), escaped for its string and checked by
    /// reading the string again; nil when the range is not inside one string.
    public static func presentation(of color: RGBAColor, replacing range: ByteRange, in analysis: ContainerAnalysis) -> SourceEdit? {
        guard let (document, start) = analysis.document(at: range.start),
            let end = document.text.textOffset(atSource: range.end), end >= start,
            range.end <= document.string.literalRange.end
        else { return nil }
        let label = DocumentColors.presentation(of: color)
        return document.containerEdits([SourceEdit(range: ByteRange(start, end), replacement: label)], container: analysis.text)?.first
    }
}
