#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown

/// One line per run of an `AttributedString`, in the shape of
/// LaminateAttributesTests' `RunDump`: the text as Swift quotes it, its
/// inline intents, link, image and language, the test scope's attributes,
/// and after `@` its presentation intent innermost first as `kind#identity`.
enum MarkdownRunDump {
    static func lines(_ string: AttributedString) -> [String] {
        string.runs.map { run in
            var parts = [String(string.characters[run.range]).debugDescription]
            if let intent = run.inlinePresentationIntent { parts += intent.names }
            if let link = run.link { parts.append("link=" + link.absoluteString) }
            if let imageURL = run.imageURL { parts.append("image=" + imageURL.absoluteString) }
            if let language = run.languageIdentifier { parts.append("language=" + language) }
            if let rainbow = run.rainbow { parts.append("rainbow=" + rainbow.rawValue) }
            if let ingredient = run[RecipeIngredientAttribute.self] { parts.append("ingredient=\(ingredient)") }
            if let shout = run.shout { parts.append("shout=" + shout) }
            if let intent = run.presentationIntent {
                parts.append("@ " + intent.components.map { "\($0.kind.name)#\($0.identity)" }.joined(separator: ", "))
            }
            return parts.joined(separator: " ")
        }
    }
}
#endif
