/// The colours the catalog's colour names stand for: Apple's system colours
/// in light mode (the values of UIKit's `systemRed`, `systemGreen`, …, which
/// SwiftUI's `Color.red`, `Color.green`, … draw with), so the swatch an
/// editor shows next to `"green"` is the green a reader will see.
public enum NamedColorValues {
    /// Every name with its colour, in the catalog's order. Where two names
    /// share a colour (`black` and `primary`, `blue` and `accentColor`) the
    /// first is the one a picked colour is written back as.
    public static let all: [(name: String, color: RGBAColor)] = [
        ("black", RGBAColor(0, 0, 0)),
        ("white", RGBAColor(255, 255, 255)),
        ("gray", RGBAColor(142, 142, 147)),
        ("red", RGBAColor(255, 59, 48)),
        ("orange", RGBAColor(255, 149, 0)),
        ("yellow", RGBAColor(255, 204, 0)),
        ("green", RGBAColor(52, 199, 89)),
        ("mint", RGBAColor(0, 199, 190)),
        ("teal", RGBAColor(48, 176, 199)),
        ("cyan", RGBAColor(50, 173, 230)),
        ("blue", RGBAColor(0, 122, 255)),
        ("indigo", RGBAColor(88, 86, 214)),
        ("purple", RGBAColor(175, 82, 222)),
        ("pink", RGBAColor(255, 45, 85)),
        ("brown", RGBAColor(162, 132, 94)),
        ("clear", RGBAColor(0, 0, 0, alpha: 0)),
        // The label colours: `primary` is opaque black, `secondary` is
        // `secondaryLabel`, #3C3C43 at 60 % opacity.
        ("primary", RGBAColor(0, 0, 0)),
        ("secondary", RGBAColor(60, 60, 67, alpha: 0.6)),
        // The default accent colour is the system blue.
        ("accentColor", RGBAColor(0, 122, 255)),
    ]

    public static func color(named name: String) -> RGBAColor? {
        all.first { $0.name == name }?.color
    }

    /// The first name whose colour is `color` to the byte (0–255 per component).
    public static func name(of color: RGBAColor) -> String? {
        let bytes = color.bytes
        return all.first { entry in
            let candidate = entry.color.bytes
            return candidate.red == bytes.red && candidate.green == bytes.green && candidate.blue == bytes.blue
                && candidate.alpha == bytes.alpha
        }?.name
    }
}
