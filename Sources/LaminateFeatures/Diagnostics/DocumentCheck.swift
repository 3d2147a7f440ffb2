import LaminateAttributes
import LaminateDialect

/// What `laminate check` finds in one Markdown document, found one chunk at
/// a time as it is parsed (`MarkdownParser.parseChunkByChunk`): each
/// chunk's inlines are parsed, its attribute lists read and its spans
/// validated, what the checks across chunks need is taken (ingredient uses
/// compared as they come, links and heading slugs), and the chunk is
/// dropped before the next. The whole tree, its attribute lists and a line
/// index are never held; what the analysis of the whole document
/// (`DocumentAnalysis`, for an editor) would find is found all the same.
public struct DocumentCheck: Sendable {
    /// The problems of the document's attribute spans and lists, in
    /// document order: what `AttributeValidator.validate` finds in the
    /// whole analysis.
    public let diagnostics: [Diagnostic]
    /// What its links are checked from, across the files checked.
    public let links: LinkSummary

    public init(text: [UInt8], definition: FormattingDefinition = .builtIn) {
        self.init(text: text, definition: definition) { MarkdownParser.parseChunkByChunk(text, $0) }
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones; what is found is the same).
    public init(text: [UInt8], definition: FormattingDefinition = .builtIn, chunkSize: Int) {
        self.init(text: text, definition: definition) { MarkdownParser.parseChunkByChunk(text, chunkSize: chunkSize, $0) }
    }

    private init(text: [UInt8], definition: FormattingDefinition, parse: ((ParsedChunk) -> Void) -> Void) {
        var validation = ChunkedValidation(definition: definition)
        var links = LinkSummary.Collector()
        parse { parsed in
            validation.validate(parsed)
            links.add(parsed)
        }
        diagnostics = validation.diagnostics
        self.links = links.summary
    }
}
