/// The sRGB value each named color has on Apple platforms in light mode, shown
/// beside color completions so a writer sees which color a name means.
enum CompletionColorSwatch {
    static let hexByName: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "gray": "#8E8E93", "red": "#FF3B30", "orange": "#FF9500",
        "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE", "teal": "#30B0C7", "cyan": "#32ADE6",
        "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE", "pink": "#FF2D55", "brown": "#A2845E",
        "clear": "#00000000", "primary": "#000000", "secondary": "#3C3C4399", "accentColor": "#007AFF",
    ]
}
