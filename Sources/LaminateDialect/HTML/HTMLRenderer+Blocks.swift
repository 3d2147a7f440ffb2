/// Block HTML exactly as cmark's `html.c` and cmark-gfm's table extension
/// write it, so conformance output can be compared byte for byte.
extension HTMLRenderState {
    /// Renders the opening of a block; returns whether to render its children.
    mutating func enterBlock(_ index: Int) -> Bool {
        // Paragraphs, most blocks, first: a match that binds no payload does
        // not copy the node, which the `switch` below does.
        if nodes[index].tag == .paragraph {
            if !isInTightList(index) {
                newlineIfNeeded()
                append("<p>")
            }
            return true
        }
        switch kind(index) {
        case .document:
            break
        case .blockQuote:
            newlineIfNeeded()
            append("<blockquote>\n")
        case .list(let info):
            newlineIfNeeded()
            switch info.kind {
            case .bullet:
                append("<ul>\n")
            case .ordered(let start, _):
                if start == 1 {
                    append("<ol>\n")
                } else {
                    append("<ol start=\"")
                    appendDecimal(start)
                    append("\">\n")
                }
            }
        case .listItem:
            newlineIfNeeded()
            append("<li>")
        case .paragraph:
            if !isInTightList(index) {
                newlineIfNeeded()
                append("<p>")
            }
        case .heading(let level, _):
            newlineIfNeeded()
            append("<h")
            appendDecimal(level)
            append(">")
        case .thematicBreak:
            newlineIfNeeded()
            append("<hr />\n")
        case .codeBlock(let info):
            newlineIfNeeded()
            let language = info.info.utf8.prefix { !Self.isSpace($0) }
            if language.isEmpty {
                append("<pre><code>")
            } else {
                append("<pre><code class=\"language-")
                Array(language).withUnsafeBufferPointer { HTMLEscaping.appendEscaped($0, to: &output) }
                append("\">")
            }
            HTMLEscaping.appendEscaped(info.content, to: &output)
            append("</code></pre>\n")
            return false
        case .htmlBlock(let content):
            newlineIfNeeded()
            append(content)
            append("\n")
            return false
        case .linkReferenceDefinition, .attributeDefinition:
            return false
        case .table:
            newlineIfNeeded()
            append("<table>")
        case .tableHead:
            newlineIfNeeded()
            append("<thead>")
            newlineIfNeeded()
        case .tableBody:
            newlineIfNeeded()
            append("<tbody>")
            newlineIfNeeded()
        case .tableRow:
            newlineIfNeeded()
            append("<tr>")
        case .tableCell(let alignment, let isHeader):
            newlineIfNeeded()
            append(isHeader ? "<th" : "<td")
            switch alignment {
            case .none: break
            case .left: append(" align=\"left\"")
            case .center: append(" align=\"center\"")
            case .right: append(" align=\"right\"")
            }
            append(">")
        default:
            break
        }
        return true
    }

    mutating func exitBlock(_ index: Int) {
        if nodes[index].tag == .paragraph {
            if !isInTightList(index) { append("</p>\n") }
            return
        }
        switch kind(index) {
        case .blockQuote:
            newlineIfNeeded()
            append("</blockquote>\n")
        case .list(let info):
            newlineIfNeeded()
            if case .bullet = info.kind { append("</ul>\n") } else { append("</ol>\n") }
        case .listItem:
            append("</li>\n")
        case .paragraph:
            if !isInTightList(index) { append("</p>\n") }
        case .heading(let level, _):
            append("</h")
            appendDecimal(level)
            append(">\n")
        case .table:
            newlineIfNeeded()
            append("</table>")
            newlineIfNeeded()
        case .tableHead:
            newlineIfNeeded()
            append("</thead>")
        case .tableBody:
            newlineIfNeeded()
            append("</tbody>")
            newlineIfNeeded()
        case .tableRow:
            newlineIfNeeded()
            append("</tr>")
        case .tableCell(_, let isHeader):
            append(isHeader ? "</th>" : "</td>")
        default:
            break
        }
    }

    /// A paragraph directly in an item of a tight list renders without `<p>`.
    private func isInTightList(_ index: Int) -> Bool {
        let item = Int(nodes[index].parentIndex)
        guard item >= 0, item < nodes.count, nodes[item].tag == .listItem else { return false }
        let list = Int(nodes[item].parentIndex)
        guard list >= 0, list < nodes.count, case .list(let info) = kind(list) else { return false }
        return info.isTight
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
