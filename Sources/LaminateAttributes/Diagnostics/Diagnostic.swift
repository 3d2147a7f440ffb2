import LaminateDialect

/// One problem found in a document or a definition file, in byte offsets of
/// that file. The server converts it to LSP; `laminate check` prints it.
public struct Diagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: DiagnosticSeverity
    /// One sentence naming the key and the value.
    public var message: String
    /// Exactly the offending bytes.
    public var range: ByteRange
    /// Other places that explain the problem, such as the other text that
    /// carries the same ingredient id.
    public var related: [RelatedLocation]
    /// Obvious repairs, best first.
    public var fixes: [Fix]

    public init(
        code: DiagnosticCode, severity: DiagnosticSeverity? = nil, message: String, range: ByteRange,
        related: [RelatedLocation] = [], fixes: [Fix] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.range = range
        self.related = related
        self.fixes = fixes
    }

    /// The `check` command's line: `path:line:column: severity: message [LAM001]`.
    /// Line and column (1-based, columns in characters) come from the caller's line index.
    public func formatted(path: String, line: Int, column: Int) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}

public struct RelatedLocation: Sendable, Hashable {
    public var range: ByteRange
    public var message: String

    public init(range: ByteRange, message: String) {
        self.range = range
        self.message = message
    }
}

/// A repair: edits to apply together, with a title for the editor's menu.
public struct Fix: Sendable, Hashable {
    public var title: String
    public var edits: [SourceEdit]
    /// Whether an editor may apply it as the one obvious repair.
    public var isPreferred: Bool

    public init(title: String, edits: [SourceEdit], isPreferred: Bool = false) {
        self.title = title
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// Replace `range` of the source with `replacement`. Edits of one fix never overlap.
public struct SourceEdit: Sendable, Hashable {
    public var range: ByteRange
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Diagnostic {
    /// The same problem with every range (its own, related places', fixes')
    /// moved by `offset`: how a chunk's findings follow the chunk.
    public func shifted(by offset: Int) -> Diagnostic {
        guard offset != 0 else { return self }
        var copy = self
        copy.range = range.shifted(by: offset)
        if !related.isEmpty { copy.related = related.map { RelatedLocation(range: $0.range.shifted(by: offset), message: $0.message) } }
        if !fixes.isEmpty {
            copy.fixes = fixes.map { fix in
                var fix = fix
                fix.edits = fix.edits.map { SourceEdit(range: $0.range.shifted(by: offset), replacement: $0.replacement) }
                return fix
            }
        }
        return copy
    }
}
