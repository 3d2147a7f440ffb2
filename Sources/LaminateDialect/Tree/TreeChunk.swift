/// A run of whole top-level blocks, parsed on its own: what an edit
/// re-parses, and what every other edit reuses as it is.
///
/// A chunk starts at the first line of a top-level block that the parser
/// opened with nothing else open (so parsing from that line alone gives the
/// same blocks as parsing the whole document), and ends where the next chunk
/// starts. Every offset in it is relative to its start, so a chunk after an
/// edit moves by changing one number in the tree, not by rewriting its nodes.
/// Immutable and shared by reference between the versions of a document.
@usableFromInline
final class TreeChunk: Sendable {
    /// In document order (see `StoredNode`): `nodes[0]` is the chunk's own
    /// root (a `.document` node that readers never see); its children are
    /// the chunk's top-level blocks.
    @usableFromInline let nodes: [StoredNode]
    /// The kinds of the nodes whose payload does not read back from the
    /// source and markers (`StoredNode.payload` indexes this, see
    /// `DerivedPayload`), attribute texts relative to the chunk's start.
    @usableFromInline let payloads: [NodeKind]
    /// Sorted by owner (a local index) and then by position.
    let markers: [StoredMarker]
    /// `markers[markerStarts[i] ..< markerStarts[i + 1]]` belong to node `i`.
    let markerStarts: [Int32]
    let issues: [SyntaxIssue]
    /// The bytes the chunk spans, from its first block's line to the next
    /// chunk's (blank lines after its blocks included).
    let length: Int
    /// The chunk's reference definitions in document order (every one, even
    /// those an earlier definition of the same label overrides).
    let definitions: [ChunkDefinition]
    /// Every label the chunk's inlines looked up, defined or not: when what
    /// one of them names changes, the chunk's inlines must be read again.
    let referencedLabels: Set<String>

    init(
        nodes: [StoredNode], payloads: [NodeKind], markers: [StoredMarker], markerStarts: [Int32], issues: [SyntaxIssue],
        length: Int, definitions: [ChunkDefinition], referencedLabels: Set<String>
    ) {
        self.nodes = nodes
        self.payloads = payloads
        self.markers = markers
        self.markerStarts = markerStarts
        self.issues = issues
        self.length = length
        self.definitions = definitions
        self.referencedLabels = referencedLabels
        lastTopLevelIndex = nodes.lastChildIndex(of: 0)
    }

    /// The markers of node `index`, in source order.
    func markerRange(of index: Int) -> Range<Int> { Int(markerStarts[index])..<Int(markerStarts[index &+ 1]) }

    @usableFromInline var firstTopLevelIndex: Int32 { nodes.firstChildIndex(of: 0) }
    /// Kept, not walked to: the document's last child is read for every tree.
    @usableFromInline let lastTopLevelIndex: Int32
}

/// A reference definition as a chunk holds it (attribute text relative to
/// the chunk's start).
struct ChunkDefinition: Sendable, Hashable {
    var label: String
    var definition: ReferenceDefinitions.Definition

    var inlineMeaning: ReferenceDefinitions.Definition.InlineMeaning { definition.inlineMeaning }
}

/// The definition of a label in force in a tree (the first in the
/// document), as the chunk holding it has it, with that chunk's index.
struct DefinitionInForce: Sendable, Equatable {
    var chunk: Int
    var definition: ReferenceDefinitions.Definition

    /// The definitions in force in a tree of `chunks`.
    static func table(of chunks: [TreeChunk]) -> [String: DefinitionInForce] {
        var table: [String: DefinitionInForce] = [:]
        table.reserveCapacity(chunks.reduce(0) { $0 + $1.definitions.count })
        for (index, chunk) in chunks.enumerated() {
            for entry in chunk.definitions where table[entry.label] == nil {
                table[entry.label] = DefinitionInForce(chunk: index, definition: entry.definition)
            }
        }
        return table
    }
}

extension ReferenceDefinitions.Definition {
    /// What the inline parser reads of a definition: whether the label names
    /// a link (and where to) or attributes. An attribute span holds its label,
    /// not its definition's text, so moving or editing that text changes no
    /// inline.
    var inlineMeaning: InlineMeaning {
        switch self {
        case .link(let destination, let title): .link(destination: destination, title: title)
        case .attributes: .attributes
        }
    }

    enum InlineMeaning: Hashable {
        case link(destination: String, title: String?)
        case attributes
    }
}

/// Stands for the texts of a tree's attribute definitions: an incremental
/// parse gives the new tree the old tree's stamp when no definition in force
/// has a different text (or place in its chunk), so a table kept beside the
/// tree that read definitions' texts (semantic tokens of reference-form
/// spans) checks them again only when the stamp differs. Compared by identity.
public final class DefinitionTextsStamp: Sendable {
    init() {}

    public static func === (lhs: DefinitionTextsStamp, rhs: DefinitionTextsStamp) -> Bool {
        ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
    }
}
