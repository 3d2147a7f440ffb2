import LaminateDialect

extension AttributeRuns {
    /// The runs as JSON lines, one object per run, for `laminate runs`:
    /// `{"text":…,"attributes":{…},"source":[[start,end],…]}`.
    ///
    /// `attributes` holds the span attributes by key and the Markdown ones
    /// by Apple's names (`inlinePresentationIntent` as a list of names,
    /// `presentationIntent` as the blocks innermost first, as Apple lists
    /// them, `link`,
    /// `imageURL`, `languageIdentifier`); a Markdown link wins over a span's
    /// `link`. `source` is UTF-8 byte offsets, end exclusive.
    public func jsonLines() -> String {
        var output = ""
        for (run, text) in zip(runs, runTexts) {
            output += "{\"text\":" + JSONText.quoted(text)
            output += ",\"attributes\":" + run.attributes.jsonObject
            output += ",\"source\":[" + run.sourceRanges.map { "[\($0.start),\($0.end)]" }.joined(separator: ",") + "]}\n"
        }
        return output
    }
}

extension RunAttributes {
    /// The attributes as one JSON object with sorted keys.
    public var jsonObject: String {
        var members = spanAttributes.mapValues { $0.jsonText }
        if !inlinePresentationIntent.isEmpty {
            members["inlinePresentationIntent"] = "[" + inlinePresentationIntent.names.map { JSONText.quoted($0) }.joined(separator: ",") + "]"
        }
        if let presentationIntent {
            members["presentationIntent"] =
                "["
                + presentationIntent.components.map {
                    "{\"identity\":\($0.identity),\"kind\":" + JSONText.quoted($0.kind.name) + "}"
                }.joined(separator: ",") + "]"
        }
        if let link { members["link"] = JSONText.quoted(link) }
        if let imageURL { members["imageURL"] = JSONText.quoted(imageURL) }
        if let languageIdentifier { members["languageIdentifier"] = JSONText.quoted(languageIdentifier) }
        return "{" + members.keys.sorted().map { JSONText.quoted($0) + ":" + (members[$0] ?? "null") }.joined(separator: ",") + "}"
    }
}
