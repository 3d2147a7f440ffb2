import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// The problems only localized strings have.
enum StringChecks {
    /// The languages Foundation's automatic grammar agreement (`inflect`)
    /// works in, by primary language subtag. Apple introduced it for
    /// English and Spanish (WWDC21, "What's new in Foundation": iOS 15 and
    /// macOS 12) and added French, German, Italian and Portuguese (WWDC22,
    /// "What's new in Foundation": iOS 16 and macOS 13). Checked against
    /// Apple's own words on 1 December 2026: its Developer Forums answer
    /// "Which languages does Foundation grammar support?" (thread 682147)
    /// names English and Spanish, all `en_…` and `es_…` variants, for iOS
    /// 15; WWDC23's "Unlock the power of grammatical agreement" speaks of
    /// languages added since 2021 without listing them in the copy read;
    /// the documentation lists none, and points to
    /// `InflectionRule.canInflect(language:)`, the answer at run time.
    /// Apple publishes no machine-readable list; update this one, and the
    /// language reference (`Laminate.docc/LanguageReference.md`), when a
    /// release adds a language.
    static let inflectingLanguages: Set<String> = ["en", "es", "fr", "de", "it", "pt"]

    /// `inflect: true` in a string whose language is not among those.
    static func inflection(_ document: EmbeddedDocument) -> [Diagnostic] {
        guard let language = document.string.origin.language else { return [] }
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? language
        guard !inflectingLanguages.contains(primary) else { return [] }
        var diagnostics: [Diagnostic] = []
        for span in document.shared.spans {
            guard let list = span.list, let member = list["inflect"], member.value.boolValue == true else { continue }
            diagnostics.append(
                Diagnostic(
                    code: .inflectionUnsupported,
                    message: "Foundation cannot inflect \"\(language)\": `inflect: true` leaves this text as written (it inflects "
                        + inflectingLanguages.sorted().joined(separator: ", ") + ").",
                    range: document.containerRange(list.sourceRange(member.range))))
        }
        return diagnostics
    }

    /// In a String Catalog's `documents` (whole entries), each translation whose spans use other
    /// attribute keys than the source language's text: one language lost
    /// its `inflect: true`, another gained a colour. The source text is the
    /// source language's own localization, variation by variation (see
    /// `SourceVariations`), and only when it has none, the key.
    static func translationAttributes(
        _ documents: [EmbeddedDocument], kind: ContainerKind, sourceLanguage: String?
    ) -> [Diagnostic] {
        guard kind == .stringCatalog, let sourceLanguage else { return [] }
        var diagnostics: [Diagnostic] = []
        var index = 0
        while index < documents.count {
            // An entry: its key, then its values.
            guard documents[index].string.origin.role == .key else {
                index += 1
                continue
            }
            var end = index + 1
            while end < documents.count, documents[end].string.origin.role == .value { end += 1 }
            let key = documents[index]
            let values = documents[(index + 1)..<end]
            let source = SourceVariations(values.filter { $0.string.origin.language == sourceLanguage })
            for document in values where document.string.origin.language != sourceLanguage {
                let reference = source.isEmpty ? key : source.reference(for: document.string.origin.variation)
                guard let reference, let referenceKeys = reference.shared.keys, let keys = document.shared.keys,
                    keys != referenceKeys
                else { continue }
                diagnostics.append(
                    difference(
                        document, keys: keys, reference: reference, referenceKeys: referenceKeys,
                        sourceLanguage: sourceLanguage, fromKey: source.isEmpty))
            }
            index = end
        }
        return diagnostics
    }

    /// The LAM023 of `document` against its source text `reference`.
    private static func difference(
        _ document: EmbeddedDocument, keys: [String], reference: EmbeddedDocument,
        referenceKeys: [String], sourceLanguage: String, fromKey: Bool
    ) -> Diagnostic {
        let missing = referenceKeys.filter { !keys.contains($0) }
        let extra = keys.filter { !referenceKeys.contains($0) }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks " + missing.map { "`\($0)`" }.joined(separator: ", ")) }
        if !extra.isEmpty { parts.append("adds " + extra.map { "`\($0)`" }.joined(separator: ", ")) }
        let language = document.string.origin.language ?? "?"
        let variation = SourceVariations.described(document.string.origin.variation)
        let source =
            fromKey
            ? "the key (the \"\(sourceLanguage)\" source text)"
            : "the source language's text (\"\(sourceLanguage)\"" + SourceVariations.listed(reference.string.origin.variation) + ")"
        let message =
            keys.isEmpty
            ? "The \"\(language)\" translation\(variation) has no span where \(source) has one: it " + parts.joined(separator: " and ") + "."
            : "The \"\(language)\" translation's spans\(variation) differ from those of \(source): it " + parts.joined(separator: " and ") + "."
        return Diagnostic(
            code: .translationAttributesDiffer, message: message, range: document.string.literalRange,
            related: [
                RelatedLocation(
                    range: reference.string.literalRange,
                    message: fromKey ? "the key, the source language's text" : "the source language's text")
            ])
    }

    /// In a String Catalog's `documents` (whole entries), each source-language value (plain, not a
    /// variation) whose text is its key's: the indices of those values, and
    /// for each such key the index of its value.
    static func sourceValuesRepeatingTheirKey(
        _ documents: [EmbeddedDocument], kind: ContainerKind, sourceLanguage: String?
    ) -> (values: Set<Int>, valueOfKey: [Int: Int]) {
        guard kind == .stringCatalog, let sourceLanguage else { return ([], [:]) }
        var values: Set<Int> = []
        var valueOfKey: [Int: Int] = [:]
        var keyIndex: Int?
        for (index, document) in documents.enumerated() {
            let origin = document.string.origin
            if origin.role == .key {
                keyIndex = index
                continue
            }
            guard let key = keyIndex, origin.role == .value, origin.language == sourceLanguage, origin.variation.isEmpty,
                document.shared === documents[key].shared || document.text.bytes == documents[key].text.bytes
            else { continue }
            values.insert(index)
            valueOfKey[key] = index
        }
        return (values, valueOfKey)
    }
}
