/// The source language's own localization of one catalog entry, by
/// variation: what each translation's variation is compared with.
///
/// A variation is a path of pairs, such as `plural one`, `device iphone`
/// `plural other` (nested), or `substitutions count` `plural few`. A
/// translation's variation finds the source's by walking its pairs: the
/// same pair where the source has it, else the source's `other` of that
/// dimension; where the source varies another way first (by device, the
/// translation only by plural), its `other` there, then the pair again;
/// else (the source does not vary that way) the pair is passed over.
/// Where the walk ends without a string, the source's `other`s lead on to
/// one: a plain translation of a source that varies by plural is compared
/// with the source's `other`.
struct SourceVariations {
    private let byPath: [[String]: EmbeddedDocument]
    /// The variations in catalog order (the first of several `other`s wins).
    private let paths: [[String]]

    init<Documents: Sequence<EmbeddedDocument>>(_ documents: Documents) {
        var byPath: [[String]: EmbeddedDocument] = [:]
        var paths: [[String]] = []
        for document in documents where byPath[document.string.origin.variation] == nil {
            byPath[document.string.origin.variation] = document
            paths.append(document.string.origin.variation)
        }
        self.byPath = byPath
        self.paths = paths
    }

    var isEmpty: Bool { byPath.isEmpty }

    /// The source string a translation's `variation` is compared with; nil
    /// when the source has none that fits (a substitution it lacks).
    func reference(for variation: [String]) -> EmbeddedDocument? {
        var prefix: [String] = []
        var pairs = variation[...]
        while pairs.count >= 2 {
            let dimension = pairs[pairs.startIndex]
            let name = pairs[pairs.startIndex + 1]
            if varies(below: prefix + [dimension, name]) {
                prefix += [dimension, name]
            } else if dimension != "substitutions", varies(below: prefix + [dimension, "other"]) {
                prefix += [dimension, "other"]
            } else if dimension == "substitutions" {
                return nil
            } else if byPath[prefix] == nil, let other = otherBelow(prefix) {
                // The source varies another way first (by device, where
                // the translation varies only by plural): its `other`, then this pair again.
                prefix = other
                continue
            }
            pairs = pairs.dropFirst(2)
        }
        // Down the source's `other`s to a string.
        while byPath[prefix] == nil {
            guard let other = otherBelow(prefix) else { return nil }
            prefix = other
        }
        return byPath[prefix]
    }

    /// `prefix` and the first `other` the source has right below it
    /// (of any dimension but a substitution's name), if any.
    private func otherBelow(_ prefix: [String]) -> [String]? {
        guard
            let path = paths.first(where: { path in
                path.count >= prefix.count + 2 && path.starts(with: prefix) && path[prefix.count] != "substitutions"
                    && path[prefix.count + 1] == "other"
            })
        else { return nil }
        return Array(path[0..<(prefix.count + 2)])
    }

    /// Whether the source has a string at `path` or below it.
    private func varies(below path: [String]) -> Bool {
        paths.contains { $0.starts(with: path) }
    }

    /// A variation for a message: ` (plural "one")`, or nothing for the plain string.
    static func described(_ variation: [String]) -> String {
        variation.isEmpty ? "" : " (" + pairs(variation) + ")"
    }

    /// A variation after a language in a message: `, plural "other"`.
    static func listed(_ variation: [String]) -> String {
        variation.isEmpty ? "" : ", " + pairs(variation)
    }

    private static func pairs(_ variation: [String]) -> String {
        var parts: [String] = []
        var index = 0
        while index + 1 < variation.count {
            let dimension = variation[index] == "substitutions" ? "substitution" : variation[index]
            parts.append("\(dimension) \"\(variation[index + 1])\"")
            index += 2
        }
        if index < variation.count { parts.append(variation[index]) }
        return parts.joined(separator: ", ")
    }
}
