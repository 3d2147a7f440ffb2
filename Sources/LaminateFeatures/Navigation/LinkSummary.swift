import LaminateDialect

/// What checking a document's links (LAM025, LAM026) reads of it — its
/// written links to local files and headings — and what another document's
/// links need of it: its headings' anchors. `FileSummary` has both among much
/// else; this is found chunk by chunk as a document is parsed
/// (`MarkdownParser.parseChunkByChunk`), so the whole tree is never held.
public struct LinkSummary: Sendable, Hashable {
    /// The written links whose destination is local (a URL is never
    /// checked), in document order.
    public let links: [LinkEntry]
    /// Every heading's anchor, in document order, numbered as GitHub numbers repeats.
    public let anchors: [String]

    public init(links: [LinkEntry], anchors: [String]) {
        self.links = links
        self.anchors = anchors
    }

    /// The summary of a document's text, parsed here a chunk at a time.
    public init(text: [UInt8]) {
        var collector = Collector()
        MarkdownParser.parseChunkByChunk(text) { collector.add($0) }
        self = collector.summary
    }

    /// Gathers a summary from a document's chunks, handed over in order.
    struct Collector {
        private var links: [LinkEntry] = []
        /// Numbered as the headings come, so that no pass over every
        /// heading is left for the end (the chunks are added in order).
        private var anchors: [String] = []
        private var slugger = HeadingSlugger()

        mutating func add(_ parsed: ParsedChunk) {
            add(ChunkLinks(chunk: parsed.chunk, in: parsed.tree))
        }

        /// Adds the links found in the next chunk (on whichever thread found them).
        mutating func add(_ found: ChunkLinks) {
            links += found.links
            for base in found.baseSlugs { anchors.append(slugger.slug(base: base)) }
        }

        var summary: LinkSummary { LinkSummary(links: links, anchors: anchors) }
    }
}
