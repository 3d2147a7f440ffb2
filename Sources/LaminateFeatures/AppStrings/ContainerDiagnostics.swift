import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// The problems of a container: every embedded string checked as a
/// document (with the definition in force), located in the container, and
/// the problems only strings have (`StringChecks`). A container that cannot
/// be read is one problem at the failure and nothing else.
public enum ContainerDiagnostics {
    /// Every problem of the container, in container order. Found unit by
    /// unit as the analysis was made (see `ContainerAnalysis`), so after a
    /// keystroke inside one string this only moves the other units'
    /// problems to where their strings now are.
    public static func check(_ analysis: ContainerAnalysis) -> [Diagnostic] {
        if let failure = analysis.failure {
            return [
                Diagnostic(
                    code: .unreadableContainer, message: "Cannot read this \(analysis.kind.displayName): \(failure.message).",
                    range: failure.range)
            ]
        }
        return analysis.problems
    }

    /// The problems of one unit's strings (a catalog's entry: its key and
    /// values; elsewhere a literal with those nested in it), sorted by
    /// range: what no string outside the unit changes. Units do not
    /// overlap, so the units' problems one after another are sorted too.
    static func problems(
        of documents: [EmbeddedDocument], kind: ContainerKind, sourceLanguage: String?, container: [UInt8]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let repeats = StringChecks.sourceValuesRepeatingTheirKey(documents, kind: kind, sourceLanguage: sourceLanguage)
        for (index, document) in documents.enumerated() where !repeats.values.contains(index) {
            var found = check(document, container: container)
            if let valueIndex = repeats.valueOfKey[index] {
                found = mergingRepeat(found, value: documents[valueIndex], key: document, container: container)
            }
            diagnostics += found
        }
        diagnostics += StringChecks.translationAttributes(documents, kind: kind, sourceLanguage: sourceLanguage)
        return diagnostics.sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
    }
}

extension ContainerDiagnostics {
    /// A catalog's key and its source-language value with the same text
    /// have the same problems: each is reported once, at the key, with the
    /// value as a related place and each fix editing both.
    static func mergingRepeat(
        _ keyProblems: [Diagnostic], value: EmbeddedDocument, key: EmbeddedDocument,
        container: [UInt8]
    ) -> [Diagnostic] {
        let valueProblems = check(value, container: container)
        func offset(_ diagnostic: Diagnostic, in document: EmbeddedDocument) -> Int {
            document.string.text.textOffset(atSource: diagnostic.range.start) ?? -1
        }
        return keyProblems.map { problem in
            guard
                let twin = valueProblems.first(where: {
                    $0.code == problem.code && $0.message == problem.message
                        && offset($0, in: value) == offset(problem, in: key)
                })
            else { return problem }
            var merged = problem
            merged.related.append(RelatedLocation(range: twin.range, message: "the source language's value, the same text"))
            merged.fixes = problem.fixes.compactMap { fix in
                guard let other = twin.fixes.first(where: { $0.title == fix.title }) else { return nil }
                return Fix(title: fix.title, edits: fix.edits + other.edits, isPreferred: fix.isPreferred)
            }
            return merged
        }
    }

    /// The problems of one string of `container`, in container offsets:
    /// its own as a document, and those only a string can have.
    public static func check(_ document: EmbeddedDocument, container: [UInt8]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let placeholdersInLists = EmbeddedSpans.placeholdersInAttributeLists(document.shared.spans, text: document.text)
        let listsWithPlaceholders = placeholdersInLists.map(\.list)
        for diagnostic in document.shared.problems {
            // A list with a placeholder is only known at run time: its own problems are not reported.
            if !listsWithPlaceholders.isEmpty, listsWithPlaceholders.contains(where: { $0.contains(diagnostic.range) }) { continue }
            diagnostics.append(document.containerDiagnostic(diagnostic, container: container))
        }
        for found in placeholdersInLists {
            diagnostics.append(
                Diagnostic(
                    code: .placeholderInAttributeList,
                    message:
                        "A placeholder inside an attribute list: a localized string does not substitute it there, and its value cannot be checked.",
                    range: document.containerRange(found.placeholder)))
        }
        diagnostics += StringChecks.inflection(document)
        return diagnostics
    }
}

/// The attribute spans of one string's text, read once (see `StringAnalysis`).
enum EmbeddedSpans {
    struct Span: Sendable {
        var node: NodeID
        /// The attribute list's text range, in the string's text.
        var listRange: ByteRange
        var list: AttributeList?
    }

    static func spans(of analysis: DocumentAnalysis) -> [Span] {
        let tree = analysis.tree
        var spans: [Span] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            let attributes: MappedText
            switch tree[id].kind {
            case .attributeSpan(let info): attributes = info.attributes
            case .attributeDefinition(let info): attributes = info.attributes
            default: return true
            }
            let range =
                attributes.pieces.isEmpty
                ? ByteRange(tree[id].range.end, tree[id].range.end)
                : attributes.sourceRange(0, attributes.bytes.count)
            spans.append(Span(node: id, listRange: range, list: analysis.attributeLists.validList(of: id)))
            return true
        }
        return spans
    }

    /// Each placeholder of `text` inside an attribute list, with that list's range.
    static func placeholdersInAttributeLists(_ spans: [Span], text: EmbeddedText) -> [(placeholder: ByteRange, list: ByteRange)] {
        guard !spans.isEmpty else { return [] }
        let placeholders = text.placeholderRanges
        guard !placeholders.isEmpty else { return [] }
        var found: [(ByteRange, ByteRange)] = []
        for span in spans {
            for placeholder in placeholders where span.listRange.contains(placeholder) {
                found.append((placeholder, span.listRange))
            }
        }
        return found
    }

    /// The attribute keys the spans use, in a canonical order; nil when a
    /// list cannot be read (its keys are not known).
    static func keys(of spans: [Span]) -> [String]? {
        var keys: Set<String> = []
        for span in spans {
            guard let list = span.list else { return nil }
            keys.formUnion(list.object.members.map(\.key))
        }
        return keys.sorted()
    }
}
