import LaminateDialect
import LaminateFeatures
import LaminateProtocol

extension CompletionItem {
    /// The LSP item for a suggestion, its edit range in the negotiated encoding.
    init(_ suggestion: CompletionSuggestion, in document: DocumentSnapshot, encoding: ColumnUnit) {
        self.init(
            label: suggestion.label, kind: CompletionItemKind(suggestion.kind), detail: suggestion.detail,
            documentation: suggestion.documentation.map { MarkupContent(kind: .markdown, value: $0) },
            sortText: suggestion.sortText, filterText: suggestion.filterText,
            insertTextFormat: suggestion.format == .snippet ? .snippet : .plainText,
            textEdit: TextEdit(range: document.range(of: suggestion.range, in: encoding), newText: suggestion.newText))
    }
}

extension CompletionItemKind {
    init(_ kind: CompletionSuggestion.Kind) {
        switch kind {
        case .property: self = .property
        case .enumMember: self = .enumMember
        case .color: self = .color
        case .keyword: self = .keyword
        case .value: self = .value
        case .file: self = .file
        case .reference: self = .reference
        }
    }
}
