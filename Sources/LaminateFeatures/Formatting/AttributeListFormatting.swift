import LaminateAttributes
import LaminateDialect

/// Formatting (`textDocument/formatting`, `rangeFormatting`, `laminate
/// format`): every attribute list — of inline spans and of `^[label]:`
/// definitions — rewritten in its canonical form (`CanonicalAttributeList`).
/// Markdown itself is never reflowed.
///
/// A list that is not valid JSON5 is left alone (its diagnostic shows where
/// the problem is), and so is a list in a table (a cell's `\|` is not the
/// list's own text). Each rewritten list is read again and must give the
/// same keys and values, or it is left alone too. Formatting twice gives
/// what formatting once gave.
public enum AttributeListFormatting {
    /// The edits for the whole document, or for the lists that touch `range`;
    /// in document order, never overlapping, none that changes nothing.
    public static func edits(in analysis: DocumentAnalysis, range: ByteRange? = nil) -> [SourceEdit] {
        let tree = analysis.tree
        var edits: [SourceEdit] = []
        var tableDepth = 0
        tree.walk { event in
            switch event {
            case .exit(let id):
                if case .table = tree[id].kind { tableDepth -= 1 }
                return true
            case .enter(let id):
                let node = tree[id]
                switch node.kind {
                case .table:
                    tableDepth += 1
                case .attributeSpan, .attributeDefinition:
                    // A list over several lines has one marker per line.
                    let lines = tree.markers(of: id).filter { $0.kind == .attributes }
                    guard tableDepth == 0, let first = lines.first, let last = lines.last else { break }
                    let written = ByteRange(first.range.start, last.range.end)
                    guard range.map({ written.start <= $0.end && $0.start <= written.end }) ?? true,
                        let list = analysis.attributeLists.validList(of: id),
                        let canonical = CanonicalAttributeList.text(of: list),
                        !tree.source[written.start..<written.end].elementsEqual(canonical.utf8),
                        meansTheSame(canonical, as: list)
                    else { break }
                    edits.append(SourceEdit(range: written, replacement: canonical))
                default:
                    break
                }
                return true
            }
        }
        // An outer span is entered before the spans in its text, but its list comes after them.
        return edits.sorted { $0.range.start < $1.range.start }
    }

    /// The document's bytes formatted.
    public static func formatted(_ analysis: DocumentAnalysis) -> [UInt8] {
        analysis.text.applying(edits(in: analysis))
    }

    /// Whether `text` reads as the same list: the same keys in the same
    /// order and the same values, compared without recursion.
    static func meansTheSame(_ text: String, as list: AttributeList) -> Bool {
        guard case .success(let reread) = JSON5Reader.readAttributeList(Array(text.utf8)),
            let object = reread.objectValue
        else { return false }
        var pending: [(JSON5Value, JSON5Value)] = [
            (
                JSON5Value(.object(object), range: ByteRange(0, 0)),
                JSON5Value(.object(list.object), range: ByteRange(0, 0))
            )
        ]
        while let (left, right) = pending.popLast() {
            switch (left.kind, right.kind) {
            case (.object(let a), .object(let b)):
                guard a.members.count == b.members.count else { return false }
                for (x, y) in zip(a.members, b.members) {
                    guard x.key == y.key else { return false }
                    pending.append((x.value, y.value))
                }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending += zip(a, b).map { ($0, $1) }
            case (.string(let a), .string(let b)): guard a == b else { return false }
            case (.number(let a), .number(let b)): guard a == b else { return false }
            case (.bool(let a), .bool(let b)): guard a == b else { return false }
            case (.null, .null): break
            default: return false
            }
        }
        return true
    }
}
