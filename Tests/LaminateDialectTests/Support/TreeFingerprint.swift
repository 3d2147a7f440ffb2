import LaminateDialect

/// Everything a reader can see of a tree, as text: every node (kind, range,
/// depth, in walk order), its markers, the issues and the definitions in
/// force. Two trees with the same fingerprint read the same through the
/// public API, however their nodes are stored.
enum TreeFingerprint {
    static func of(_ tree: SyntaxTree) -> String {
        var lines: [String] = []
        var depth = 0
        tree.walk { event in
            switch event {
            case .enter(let id):
                let node = tree[id]
                var line = String(repeating: " ", count: depth) + "\(node.kind) \(node.range)"
                for marker in tree.markers(of: id) {
                    line += " [\(marker.kind) \(marker.range)\(marker.owner == id ? "" : " wrong owner")]"
                }
                lines.append(line)
                depth += 1
            case .exit:
                depth -= 1
            }
            return true
        }
        for issue in tree.issues { lines.append("issue \(issue.kind) \(issue.range)") }
        for (label, definition) in tree.definitions.byLabel.sorted(by: { $0.key < $1.key }) {
            lines.append("definition \(label): \(definition)")
        }
        return lines.joined(separator: "\n")
    }
}
