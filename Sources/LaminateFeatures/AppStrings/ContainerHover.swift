import LaminateAppStrings
import LaminateDialect

/// Hover inside a container's strings: the string's own hover (see
/// `Hover`), its range mapped back; nothing outside the strings.
public enum ContainerHover {
    public static func hover(at offset: Int, in analysis: ContainerAnalysis) -> HoverContent? {
        guard let (document, textOffset) = analysis.document(at: offset),
            var hover = Hover.hover(at: textOffset, in: document.analysis)
        else { return nil }
        hover.range = document.containerRange(hover.range)
        return hover
    }
}
