/// How two ingredient texts are compared: case and runs of whitespace
/// ignored. The validator (one id on different texts, one text with
/// different ids) and the code actions (which id a text already has) must
/// agree, so both call this.
public enum IngredientTextComparison {
    public static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
