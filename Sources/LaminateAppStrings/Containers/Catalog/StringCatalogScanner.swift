import LaminateDialect

/// Finds the strings of a String Catalog (`.xcstrings`): the key of every
/// entry (the source-language text, unless the source language has its own
/// value) and every `stringUnit.value` of every localization, in plain
/// entries, plural and device variations and substitutions alike.
///
/// The catalog's shape is Xcode's (`sourceLanguage`, `strings` → key →
/// `localizations` → language → `stringUnit` / `variations` /
/// `substitutions`); members it does not know are passed over, so a newer
/// Xcode's additions do not stop the scan. A file that is not JSON is one
/// failure at the first mistake.
enum StringCatalogScanner {
    static func scan(_ bytes: [UInt8]) -> ContainerScan {
        let root: JSONNode
        switch JSONReader.read(bytes) {
        case .success(let node): root = node
        case .failure(let failure): return ContainerScan(kind: .stringCatalog, failure: failure)
        }
        guard case .object = root else {
            return ContainerScan(
                kind: .stringCatalog,
                failure: ContainerFailure(
                    range: ByteRange(root.range.start, min(root.range.start + 1, root.range.end)),
                    message: "a String Catalog is a JSON object with `sourceLanguage` and `strings`"))
        }
        let sourceLanguage = root["sourceLanguage"]?.stringValue
        var strings: [EmbeddedString] = []
        if case .object(let entries, _) = root["strings"] {
            for entry in entries {
                let key = entry.key.value
                strings.append(embedded(entry.key, origin: .init(role: .key, key: key, language: sourceLanguage)))
                guard case .object(let localizations, _) = entry.value["localizations"] else { continue }
                for localization in localizations {
                    collectUnits(in: localization.value, key: key, language: localization.key.value, path: [], into: &strings)
                }
            }
        }
        return ContainerScan(kind: .stringCatalog, strings: strings, sourceLanguage: sourceLanguage)
    }

    /// Every `stringUnit.value` under `node`, with the names on the way
    /// there (`variations` left out: it says nothing the names after it do not).
    private static func collectUnits(
        in node: JSONNode, key: String, language: String, path: [String],
        into strings: inout [EmbeddedString]
    ) {
        guard case .object(let members, _) = node, path.count < 16 else { return }
        for member in members {
            let name = member.key.value
            if name == "stringUnit" {
                if case .string(let value) = member.value["value"] {
                    strings.append(embedded(value, origin: .init(role: .value, key: key, language: language, variation: path)))
                }
            } else if case .object = member.value {
                collectUnits(
                    in: member.value, key: key, language: language,
                    path: name == "variations" ? path : path + [name], into: &strings)
            }
        }
    }

    private static func embedded(_ string: JSONString, origin: EmbeddedString.Origin) -> EmbeddedString {
        EmbeddedString(
            text: string.text.withFormatSpecifiersAsPlaceholders(), literalRange: string.range,
            escaping: .json, origin: origin)
    }
}
