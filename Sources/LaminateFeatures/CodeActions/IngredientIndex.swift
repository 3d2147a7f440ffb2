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
        tree.walk { event in
            guard case .enter(let id) = event else { return false }
            guard case .attributeSpan(let info) = tree[id].kind else { return true }
            if let list = try? AttributeList.read(info.attributes).get(), let member = list[Self.key],
               let number = member.value.numberValue?.integerValue {
                let text = RenderedText.of(tree[id].range, under: id, in: tree)
                markings.append(Marking(span: id, id: number, normalizedText: RenderedText.normalized(text), list: list))
            }
            return true
        }
        spans = Set(markings.map(\.span))
    }

    /// The id `text` already has, else the next id after the largest in use.
    func id(for text: String) -> Int {
        let normalized = RenderedText.normalized(text)
        if let marking = markings.first(where: { $0.normalizedText == normalized }) { return marking.id }
        let largest = markings.map(\.id).max() ?? 0
        return largest < Int.max ? max(largest, 0) + 1 : 1
    }

    /// The innermost ingredient span that holds `range`.
    func marking(holding range: ByteRange, in tree: SyntaxTree) -> Marking? {
        markings.last { tree[$0.span].range.contains(range) }
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
