import LaminateConcurrency
import LaminateDialect

/// The local links written in each chunk of a document's tree and its
/// headings' base slugs (`ChunkLinks`), kept per chunk: one of the tables the
/// analysis engine makes in its per-chunk pass, beside the attribute lists
/// and validation findings. An opened document's chunks are read as they
/// are parsed, on the thread that validates them; an edited one's are
/// read again only where the edit re-parsed them. What link diagnostics
/// start from (`LinkTable`, which resolves each link against the
/// document's path and workspace folders, as the engine cannot).
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

    let chunks: ChunkTable<Part>

    /// The table of `tree`, taking the parts of the chunks `previous` (the
    /// table of an earlier version of the same document) has, and reading
    /// the others on every core.
    public init(_ tree: SyntaxTree, reusing previous: WrittenLinks? = nil) {
        let old = previous?.chunks ?? ChunkTable()
        chunks =
            old.updated(for: tree) { missing in
                ParallelMap.map(missing.count) { Part(chunk: missing[$0], in: tree) }
            }.table
    }

    /// The table of `tree` from a part of each of its chunks, in order (the
    /// open schedule's), or read from the tree should they not be its chunks.
    init(_ tree: SyntaxTree, parts: [Part]) {
        let complete = parts.count == tree.chunkCount && parts.indices.allSatisfy { parts[$0].chunkIdentity == tree.chunkIdentity($0) }
        self = complete ? WrittenLinks(chunks: ChunkTable(parts)) : WrittenLinks(tree)
    }

    private init(chunks: ChunkTable<Part>) { self.chunks = chunks }

    /// The part of each chunk of `tree` (the tree this table was made for,
    /// `DocumentAnalysis.tree`) at `indices`; read from the tree where this
    /// table has none for it.
    func parts(at indices: [Int], of tree: SyntaxTree) -> [Part] {
        guard chunks.count == tree.chunkCount else { return indices.map { Part(chunk: $0, in: tree) } }
        let all = indices.count > 16 ? chunks.allParts : nil
        return indices.map { index in
            let part = all?[index] ?? chunks.parts(in: index..<(index + 1))[0]
            return part.chunkIdentity == tree.chunkIdentity(index) ? part : Part(chunk: index, in: tree)
        }
    }
}
