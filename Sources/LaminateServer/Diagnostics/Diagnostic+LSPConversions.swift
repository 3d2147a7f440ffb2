import LaminateAttributes
import LaminateDialect
import LaminateProtocol

// Problems found in byte offsets, converted to LSP in the negotiated
// encoding: the one place diagnostics meet the protocol.

extension LSPDiagnostic {
    /// `diagnostic`, found in the text `lineIndex` indexes, of the document
    /// `uri` at `version` (nil for a file the client has not opened).
    init(_ diagnostic: Diagnostic, uri: DocumentURI, version: Int?, lineIndex: LineIndex, encoding: ColumnUnit) {
        func range(_ byteRange: ByteRange) -> LSPRange {
            LSPRange(
                start: Position(lineIndex.position(ofUTF8Offset: byteRange.start, in: encoding)),
                end: Position(lineIndex.position(ofUTF8Offset: byteRange.end, in: encoding)))
        }
        let related = diagnostic.related.map { location in
            DiagnosticRelatedInformation(location: LSPLocation(uri: uri, range: range(location.range)), message: location.message)
        }
        let fixes = diagnostic.fixes.map { fix in
            DiagnosticData.Fix(
                title: fix.title, isPreferred: fix.isPreferred,
                edits: fix.edits.map { DiagnosticData.Edit(range: range($0.range), newText: $0.replacement) })
        }
        self.init(
            range: range(diagnostic.range), severity: diagnostic.severity.lspValue, code: diagnostic.code.rawValue,
            message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related,
            data: DiagnosticData(version: version, fixes: fixes))
    }
}

extension DiagnosticSeverity {
    /// LSP's numbers: 1 error, 2 warning, 3 information, 4 hint.
    var lspValue: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }
}
