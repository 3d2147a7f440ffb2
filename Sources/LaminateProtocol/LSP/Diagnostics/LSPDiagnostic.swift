/// A problem as LSP carries it, in `textDocument/publishDiagnostics` and in
/// `textDocument/diagnostic` reports.
public struct LSPDiagnostic: Hashable, Sendable, Codable {
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The stable code, such as `LAM002`.
    public var code: String
    public var source: String
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// What a quick fix needs; see `DiagnosticData`.
    public var data: DiagnosticData?

    public init(
        range: LSPRange, severity: Int, code: String, source: String = "laminate", message: String,
        relatedInformation: [DiagnosticRelatedInformation]? = nil, data: DiagnosticData? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
        self.data = data
    }
}

/// Another place that explains a problem, such as the other text that carries the same ingredient id.
public struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    public var location: LSPLocation
    public var message: String

    public init(location: LSPLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// A range in a document.
public struct LSPLocation: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var range: LSPRange

    public init(uri: DocumentURI, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}
