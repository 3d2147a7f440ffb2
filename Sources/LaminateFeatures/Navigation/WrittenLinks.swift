import LaminateDialect

/// The local links written in each chunk of a document's tree and its
/// headings' base slugs (`ChunkLinks`), as the analysis engine's open
/// schedule takes them: in its per-chunk pass, beside each chunk's
/// attribute lists and findings, on the thread that validates the chunk
/// while the parse goes on. What the link table of a document just opened
/// starts from (`LinkTable`, which resolves each link against the
/// document's path and workspace folders, as the engine cannot).
///
/// Only an opened document has them: an edited version's link table keeps
/// the chunks the edit left alone from the table before it and reads the
/// few it lacks itself, so a table here would save nothing and cost every
/// small analysis (each string of an app's catalog is one) a part a chunk.
public struct WrittenLinks: Sendable {
    /// One chunk's links (ranges relative to its start) and its headings'
    /// base slugs; shared by reference by every version that shares the chunk.
    public final class Part: ChunkPart {
        let key: ChunkKey
        public let length: Int
        let links: [LinkEntry]
        let baseSlugs: [String]

        public var chunkIdentity: ObjectIdentifier { key.identity }
        public var weight: Int { links.count }

        /// The part of chunk `chunk` of `tree` (a whole document's tree, or
        /// the tree of one chunk being parsed: `ParsedChunk`).
        init(chunk index: Int, in tree: SyntaxTree) {
            let start = tree.chunkStart(index)
            let found = ChunkLinks(chunk: index, in: tree)
            key = tree.chunkKey(index)
            length = tree.chunkLength(index)
            links = found.links.map { $0.shifted(by: -start) }
            baseSlugs = found.baseSlugs
        }

        /// The part of a chunk as it is handed over while a document is parsed.
        public convenience init(_ parsed: ParsedChunk) {
            self.init(chunk: parsed.chunk, in: parsed.tree)
        }
    }

    /// A part for each chunk of the tree, in order.
    let parts: [Part]

    /// The written links of `tree` from a part of each of its chunks, in
    /// order (the open schedule's); nil should they not be its chunks.
    init?(_ tree: SyntaxTree, parts: [Part]) {
        guard parts.count == tree.chunkCount, parts.indices.allSatisfy({ parts[$0].chunkIdentity == tree.chunkIdentity($0) })
        else { return nil }
        self.parts = parts
    }

    /// The part of chunk `index` of `tree`, the tree these links were taken of.
    func part(_ index: Int, of tree: SyntaxTree) -> Part? {
        guard parts.indices.contains(index), parts[index].chunkIdentity == tree.chunkIdentity(index) else { return nil }
        return parts[index]
    }
}
