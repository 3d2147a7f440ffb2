import LaminateDialect

/// The outline of a document (`textDocument/documentSymbol`): its headings
/// nested by level, each holding the ingredients and the reference
/// definitions of its section (each ingredient id once per section).
///
/// Linear in the document: one walk finds headings and definitions, one
/// the ingredients, and one pass in document order places every symbol
/// under the innermost section that holds it.
public enum DocumentOutline {
    public static func symbols(in analysis: DocumentAnalysis) -> [OutlineSymbol] {
        let tree = analysis.tree
        let headings = HeadingSections(tree, lineIndex: analysis.lineIndex)
        let sections = headings.sections
        let leaves = definitions(in: tree) + ingredients(in: analysis)
        // Every symbol's children (the last slot is the top level), in document order.
        var children = Array(repeating: [Entry](), count: sections.count + 1)
        var ingredientIDs = Array(repeating: Set<Int>(), count: sections.count + 1)
        var lastStarted: Int?
        var nextSection = 0
        for leaf in leaves.sorted(by: { $0.symbol.range.start < $1.symbol.range.start }) {
            let start = leaf.symbol.range.start
            while nextSection < sections.count, sections[nextSection].range.start <= start {
                children[sections[nextSection].parent ?? sections.count].append(.section(nextSection))
                lastStarted = nextSection
                nextSection += 1
            }
            let owner = headings.innermost(containing: start, from: lastStarted) ?? sections.count
            if let id = leaf.ingredientID, !ingredientIDs[owner].insert(id).inserted { continue }
            children[owner].append(.leaf(leaf.symbol))
        }
        while nextSection < sections.count {
            children[sections[nextSection].parent ?? sections.count].append(.section(nextSection))
            nextSection += 1
        }
        // A section's children come after it, so building from the last
        // section back finds every child section built.
        var built = Array(repeating: OutlineSymbol?.none, count: sections.count)
        func resolve(_ entries: [Entry]) -> [OutlineSymbol] {
            entries.map { entry in
                switch entry {
                case .leaf(let symbol): symbol
                case .section(let index): built[index]!
                }
            }
        }
        for index in sections.indices.reversed() {
            var symbol = heading(sections[index], in: tree)
            symbol.children = resolve(children[index])
            built[index] = symbol
            for child in children[index] { if case .section(let childIndex) = child { built[childIndex] = nil } }
        }
        return resolve(children[sections.count])
    }

    private enum Entry {
        case section(Int)
        case leaf(OutlineSymbol)
    }

    private struct Leaf {
        var symbol: OutlineSymbol
        var ingredientID: Int?
    }

    private static func heading(_ section: HeadingSections.Section, in tree: SyntaxTree) -> OutlineSymbol {
        let node = tree[section.heading]
        let text = ContentRange.ofChildren(section.heading, in: tree) ?? node.range
        var name = SpanDisplayText.of(section.heading, in: tree)
        if name.isEmpty { name = tree.markers(of: section.heading).first.map { tree.text($0.range) } ?? "#" }
        return OutlineSymbol(
            name: name, detail: nil, kind: .heading(level: section.level),
            range: section.range, selectionRange: text)
    }

    /// Link and attribute reference definitions, wherever they are.
    private static func definitions(in tree: SyntaxTree) -> [Leaf] {
        var leaves: [Leaf] = []
        tree.forEachLeafBlock { id in
            let node = tree[id]
            switch node.kind {
            case .linkReferenceDefinition(let info):
                let label = tree.markers(of: id).first { $0.kind == .referenceLabel }?.range ?? node.range
                leaves.append(
                    Leaf(
                        symbol: OutlineSymbol(
                            name: "[\(SpanDisplayText.shortened(tree.text(label)))]",
                            detail: SpanDisplayText.shortened(info.destination),
                            kind: .linkDefinition, range: node.range, selectionRange: label)))
            case .attributeDefinition(let info):
                let label = tree.markers(of: id).first { $0.kind == .referenceLabel }?.range ?? node.range
                leaves.append(
                    Leaf(
                        symbol: OutlineSymbol(
                            name: "^[\(SpanDisplayText.shortened(tree.text(label)))]",
                            detail: SpanDisplayText.shortened(String(decoding: info.attributes.bytes, as: UTF8.self)),
                            kind: .attributeDefinition, range: node.range, selectionRange: label)))
            default:
                break
            }
        }
        return leaves
    }

    private static func ingredients(in analysis: DocumentAnalysis) -> [Leaf] {
        let tree = analysis.tree
        return IngredientMarkings(analysis).uses.map { use in
            let text = ContentRange.ofChildren(use.span, in: tree) ?? use.spanRange
            return Leaf(
                symbol: OutlineSymbol(
                    name: use.text.isEmpty ? "ingredient \(use.id)" : use.text, detail: "ingredient \(use.id)",
                    kind: .ingredient(id: use.id), range: use.spanRange, selectionRange: text),
                ingredientID: use.id)
        }
    }
}
