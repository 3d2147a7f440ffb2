import LaminateAttributes
import LaminateDialect

/// One document's problems as a batch check finds them (`laminate check`,
/// file by file, and the server's workspace diagnostics): the analysis
/// engine's check schedule (`AnalysisEngine.check`). Each chunk is parsed,
/// its attribute lists read and its spans validated, what the checks
/// across chunks need is taken (ingredient uses compared as they come,
/// links and heading slugs), and the chunk is dropped before the next. The
/// whole tree, its attribute lists and a line index are never held; what
/// the analysis of the whole document (`DocumentAnalysis`, for an editor)
/// would find is found all the same. Each problem is made into what the
/// caller keeps of it (`Problem`) as its chunk is added, so a `Diagnostic`
/// is never held for the whole document; `keep` is called on the thread
/// that adds the chunks, one problem at a time.
public struct BatchCheck<Problem> {
    /// The problems of the document's attribute spans and lists, in
    /// document order: what `AttributeValidator.validate` finds in the
    /// whole analysis.
    public let problems: [Problem]
    /// What its links are checked from, across the files checked.
    public let links: LinkSummary

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        self.init(
            text: text, definition: definition, chunkSize: MarkdownParser.defaultChunkSize, sharing: .byBacklog,
            keeping: keep)
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones; what is found is the same).
    public init(
        text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int,
        keeping keep: @escaping (Diagnostic) -> Problem
    ) {
        self.init(text: text, definition: definition, chunkSize: chunkSize, sharing: .byBacklog, keeping: keep)
    }

    /// The same, with the chunks the parsing thread validates chosen by
    /// `sharing` (tests).
    init(
        text: [UInt8], definition: FormattingDefinition, chunkSize: Int, sharing: AnalysisEngine.Sharing,
        keeping keep: @escaping (Diagnostic) -> Problem
    ) {
        (problems, links) = AnalysisEngine.check(text, definition: definition, chunkSize: chunkSize, sharing: sharing, keeping: keep)
    }
}

extension BatchCheck where Problem == Diagnostic {
    /// Keeping every problem whole.
    public init(text: [UInt8], definition: FormattingDefinition = .builtIn) {
        self.init(text: text, definition: definition) { $0 }
    }

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int) {
        self.init(text: text, definition: definition, chunkSize: chunkSize) { $0 }
    }

    public var diagnostics: [Diagnostic] { problems }
}
