import LaminateDialect

/// How many nodes of each kind a syntax tree holds (`parse --census`): a
/// check that the benchmark measures what it should — a document whose
/// attribute spans or tables come out as plain text would parse fast for the
/// wrong reason.
struct TreeCensus {
    /// Kind names (the enum case without its payload) and counts, most
    /// frequent first.
    let counts: [(kind: String, count: Int)]

    init(_ tree: SyntaxTree) {
        var byKind: [String: Int] = [:]
        for node in tree.nodeIDs.lazy.map({ tree[$0] }) {
            // The case name without its payload; no switch over `NodeKind`,
            // so new cases need no change here.
            let described = String(describing: node.kind)
            let name = described.prefix { $0 != "(" }
            byKind[String(name), default: 0] &+= 1
        }
        counts = byKind.map { (kind: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind }
    }

    /// Lines of `kind count` pairs, several to a line.
    var text: String {
        let cells = counts.map { "\($0.kind) \($0.count)" }
        var lines: [String] = []
        var line = ""
        for cell in cells {
            if !line.isEmpty && line.count &+ cell.count > 76 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "  " : ", ") + cell
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
