import LaminateAttributes
import LaminateDialect

/// The document's ingredient markings: which id each text carries, and
/// which spans carry one.
struct IngredientIndex {
    static let key = "ingredient"

    struct Marking {
        var span: NodeID
        var id: Int
        var normalizedText: String
        var list: AttributeList
    }

    private(set) var markings: [Marking] = []
    private var spans: Set<NodeID> = []

    init(_ tree: SyntaxTree) {
        var markings: [Marking] = []
        tree.walk { event in
            guard case .enter(let id) = event else { return false }
            if let marking = Self.marking(of: id, in: tree) { markings.append(marking) }
            return true
        }
        self.markings = markings
        spans = Set(markings.map(\.span))
    }

    /// The ingredient marking of a node, if it is an attribute span with a whole-number `ingredient`.
    static func marking(of id: NodeID, in tree: SyntaxTree) -> Marking? {
        guard case .attributeSpan(let info) = tree[id].kind,
            // Most spans of a long document are not read at all.
            contains(info.attributes.bytes, keyBytes),
            let list = try? AttributeList.read(info.attributes).get(), let member = list[key],
            let number = member.value.numberValue?.integerValue
        else { return nil }
        let text = IngredientTextComparison.text(of: id, in: tree)
        return Marking(span: id, id: number, normalizedText: IngredientTextComparison.normalized(text), list: list)
    }

    static let keyBytes = Array(key.utf8)

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first, haystack[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// The innermost ingredient span that holds `range`: found by walking
    /// down from the root, without indexing the document.
    static func marking(holding range: ByteRange, in tree: SyntaxTree, topLevel: TopLevelBlocks) -> Marking? {
        guard let top = topLevel.touching(range).first(where: { $0.range.contains(range) }) else { return nil }
        var found = marking(of: top.id, in: tree)
        var current = top.id
        while let child = tree.children(of: current).first(where: { tree[$0].range.contains(range) }) {
            if let marking = marking(of: child, in: tree) { found = marking }
            current = child
        }
        return found
    }

    /// The id `text` already has, else the next id after the largest in use.
    func id(for text: String) -> Int {
        let normalized = IngredientTextComparison.normalized(text)
        if let marking = markings.first(where: { $0.normalizedText == normalized }) { return marking.id }
        let largest = markings.map(\.id).max() ?? 0
        return largest < Int.max ? max(largest, 0) + 1 : 1
    }

    func isMarked(_ node: NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree[node].parent
        while let id = current {
            if spans.contains(id) { return true }
            current = tree[id].parent
        }
        return false
    }
}
