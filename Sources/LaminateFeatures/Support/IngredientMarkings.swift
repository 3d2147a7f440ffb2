import LaminateAttributes
import LaminateDialect

/// Every ingredient marking of a document: which id marks which text, where.
/// Hover lists the other places of an id; completion offers the ids in use.
struct IngredientMarkings {
    static let key = "ingredient"

    struct Use: Hashable {
        var id: Int
        /// The span's rendered text.
        var text: String
        var spanRange: ByteRange
        var span: NodeID
        /// The id value as written (in the definition line, for the reference form).
        var valueRange: ByteRange
    }

    /// In document order.
    private(set) var uses: [Use] = []

    /// The markings of an analysed document, from its attribute lists as read once.
    init(_ analysis: DocumentAnalysis) { self.init(analysis.tree, attributeLists: analysis.attributeLists) }

    /// The markings of a tree, reading the lists that may set the key.
    init(_ tree: SyntaxTree) { self.init(tree, attributeLists: nil) }

    private init(_ tree: SyntaxTree, attributeLists: AttributeLists?) {
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            let node = tree[id]
            if case .attributeSpan(let info) = node.kind, Self.mayMentionKey(info.attributes.bytes),
                case .success(let list) = attributeLists?.list(of: id, text: info.attributes) ?? AttributeList.read(info.attributes),
                let member = list[Self.key], let number = member.value.numberValue?.integerValue
            {
                uses.append(
                    Use(
                        id: number, text: SpanDisplayText.of(id, in: tree), spanRange: node.range, span: id,
                        valueRange: list.sourceRange(member.value.range)))
            }
            return true
        }
    }

    private static let keyBytes = Array(key.utf8)

    /// Whether a list's text could set the key: it spells it out, or has a
    /// backslash (an escape could spell it). Reading every list of a large
    /// document to find the few that do was most of a hover's time.
    static func mayMentionKey(_ bytes: [UInt8]) -> Bool {
        if bytes.contains(UInt8(ascii: "\\")) { return true }
        guard let first = keyBytes.first, bytes.count >= keyBytes.count else { return false }
        var start = 0
        while start &+ keyBytes.count <= bytes.count {
            if bytes[start] == first, bytes[start..<(start &+ keyBytes.count)].elementsEqual(keyBytes) { return true }
            start &+= 1
        }
        return false
    }

    func uses(of id: Int) -> [Use] { uses.filter { $0.id == id } }

    /// The ids in use, ascending, each with the text it marks first.
    var idsWithTexts: [(id: Int, text: String)] {
        var firstTexts: [Int: String] = [:]
        for use in uses where firstTexts[use.id] == nil { firstTexts[use.id] = use.text }
        return firstTexts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
