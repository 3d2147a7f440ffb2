import LaminateAttributes

/// One line per run, in the shape the sources print them: the text (quoted
/// as Swift writes it), its inline intents, its link or image, and after `@`
/// its presentation intent innermost first as `kind#identity` — stream-chat-
/// swift's `[paragraph (id 3), listItem 1 (id 2), unorderedList (id 1)]`
/// reads `@ paragraph#3, listItem(ordinal: 1)#2, unorderedList#1` here.
enum RunDump {
    static func lines(_ runs: AttributeRuns) -> [String] {
        zip(runs.runs, runs.runTexts).map { run, text in
            var parts = [text.debugDescription] + run.attributes.inlinePresentationIntent.names
            if let link = run.attributes.link { parts.append("link=" + link) }
            if let imageURL = run.attributes.imageURL { parts.append("image=" + imageURL) }
            if let intent = run.attributes.presentationIntent {
                parts.append("@ " + intent.components.map { "\($0.kind.name)#\($0.identity)" }.joined(separator: ", "))
            }
            return parts.joined(separator: " ")
        }
    }
}
