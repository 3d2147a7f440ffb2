import Foundation

@testable import LaminateDialect

/// A readable dump of a tree's nodes, markers and issues with their byte
/// ranges and source text: the oracle of the fixture tests.
enum InlineTreeDump {
    static func dump(_ tree: SyntaxTree) -> String {
        var lines: [String] = []
        var depth = 0
        tree.walk { event in
            switch event {
            case .enter(let id):
                if id != tree.root {
                    let node = tree[id]
                    let indent = String(repeating: "  ", count: depth - 1)
                    lines.append(indent + describe(node, in: tree))
                    for marker in tree.markers(of: id) {
                        lines.append(indent + "  @\(marker.kind) \(marker.range) \(quoted(tree.text(marker.range)))")
                    }
                }
                depth += 1
            case .exit:
                depth -= 1
            }
            return true
        }
        for issue in tree.issues {
            lines.append("! \(issue.kind) \(issue.range) \(quoted(tree.text(issue.range)))")
        }
        return lines.joined(separator: "\n")
    }

    static func quoted(_ text: String) -> String {
        text.debugDescription
    }

    static func describe(_ node: SyntaxNode, in tree: SyntaxTree) -> String {
        let range = "\(node.range)"
        switch node.kind {
        case .paragraph: return "paragraph \(range)"
        case .text: return "text \(range) \(quoted(tree.text(node.range)))"
        case .escapedCharacter: return "escaped \(range) \(quoted(tree.text(node.range)))"
        case .entity(let decoded): return "entity \(range) \(quoted(tree.text(node.range))) -> \(quoted(decoded))"
        case .softBreak: return "softBreak \(range)"
        case .hardBreak: return "hardBreak \(range)"
        case .codeSpan(let content): return "code \(range) \(quoted(content))"
        case .emphasis: return "emphasis \(range)"
        case .strong: return "strong \(range)"
        case .strikethrough: return "strikethrough \(range)"
        case .link(let info): return "link \(range) \(describe(info))"
        case .image(let info): return "image \(range) \(describe(info))"
        case .autolink(let destination, let isEmail): return "autolink \(range) \(quoted(destination))\(isEmail ? " email" : "")"
        case .inlineHTML(let content): return "html \(range) \(quoted(content))"
        case .attributeSpan(let info):
            var line = "attributeSpan \(range) attributes=\(quoted(info.attributes.string))"
            let mapped = info.attributes.pieces.map { "\(ByteRange($0.sourceStart, $0.sourceEnd))" }
            line += " mapped=[\(mapped.joined(separator: ", "))]"
            if let label = info.referenceLabel { line += " label=\(quoted(label))" }
            return line
        default: return "\(node.kind) \(range)"
        }
    }

    static func describe(_ info: LinkInfo) -> String {
        var line = "destination=\(quoted(info.destination))"
        if let title = info.title { line += " title=\(quoted(title))" }
        if let label = info.referenceLabel { line += " label=\(quoted(label))" }
        return line
    }
}

/// Fixture files of cases: `#### name`, the input lines, `---- tree ----`,
/// the expected dump. `RECORD_SNAPSHOTS=1` rewrites the expected dumps from
/// what the parser produces (and the test then fails, so nobody records by
/// accident).
struct InlineFixtureCase: Sendable, CustomStringConvertible {
    let file: String
    let name: String
    let input: String
    let expected: String
    var description: String { name }

    static let separator = "---- tree ----"

    static func load(_ file: String) -> [InlineFixtureCase] {
        let text = InlineFixtures.read(file)
        var cases: [InlineFixtureCase] = []
        var name: String?
        var input: [String] = []
        var expected: [String] = []
        var inExpected = false
        func finish() {
            if let name {
                while expected.last == "" { expected.removeLast() }
                cases.append(
                    InlineFixtureCase(
                        file: file, name: name, input: input.joined(separator: "\n"),
                        expected: expected.joined(separator: "\n")))
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#### ") {
                finish()
                name = String(line.dropFirst(5))
                input = []
                expected = []
                inExpected = false
            } else if line == separator {
                inExpected = true
            } else if inExpected {
                expected.append(line)
            } else if name != nil {
                input.append(line)
            }
        }
        finish()
        return cases
    }

    /// Writes `actual` dumps into the fixture file in place of the expected ones.
    static func record(_ file: String, _ actual: [String: String]) {
        let cases = load(file)
        var output = ""
        for fixture in cases {
            output += "#### \(fixture.name)\n\(fixture.input)\n\(separator)\n\(actual[fixture.name] ?? fixture.expected)\n\n"
        }
        try? output.write(to: InlineFixtures.directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
}
