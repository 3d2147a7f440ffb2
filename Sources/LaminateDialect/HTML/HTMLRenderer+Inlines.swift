/// What the inline half of the renderer remembers between nodes.
struct InlineHTMLState {
    /// How many images enclose the current node: inside one, only plain text
    /// is written, for the `alt` attribute (as cmark does).
    var imageDepth = 0
}

extension HTMLRenderState {
    /// Renders the opening of an inline; returns whether to render its children.
    mutating func enterInline(_ index: Int) -> Bool {
        // Read the node in place: copying it would retain its kind's payload.
        let range = nodes[index].range
        if inline.imageDepth > 0 {
            renderPlain(index)
            return true
        }
        // Text, most inlines, first: a match that binds no payload does not
        // copy the node, which the `switch` below does.
        if nodes[index].tag == .text {
            appendEscapedSource(range.start, range.end)
            return true
        }
        switch kind(index) {
        case .text:
            appendEscapedSource(range.start, range.end)
        case .escapedCharacter:
            appendEscapedSource(min(range.start &+ 1, range.end), range.end)
        case .entity(let decoded):
            appendEscaped(decoded)
        case .softBreak:
            append("\n")
        case .hardBreak:
            append("<br />\n")
        case .codeSpan(let content):
            append("<code>")
            appendEscaped(content)
            append("</code>")
        case .emphasis:
            append("<em>")
        case .strong:
            append("<strong>")
        case .strikethrough:
            append("<del>")
        case .link(let info):
            append("<a href=\"")
            URLEscaping.appendEscapedHref(info.destination, to: &output)
            if let title = info.title, !title.isEmpty {
                append("\" title=\"")
                appendEscaped(title)
            }
            append("\">")
        case .image(let info):
            append("<img src=\"")
            URLEscaping.appendEscapedHref(info.destination, to: &output)
            append("\" alt=\"")
            inline.imageDepth &+= 1
        case .autolink(let destination, let isEmail):
            append("<a href=\"")
            URLEscaping.appendEscapedHref(isEmail ? "mailto:" + destination : destination, to: &output)
            append("\">")
            appendEscaped(destination)
            append("</a>")
        case .inlineHTML(let content):
            append(content)
        case .attributeSpan(let info):
            // As readers see it: moved to the chunk's place, a reference-form
            // span given its definition's text. (Bound here, not read again:
            // a stored span's list is read back from the source each time.)
            let attributes = info.referenceLabel.map(attributeDefinitions.text) ?? info.attributes.shifted(by: chunkStart)
            switch renderer.spanTagWriter {
            case .rawAttributes: HTMLRenderer.appendRawAttributesTag(attributes, to: &output)
            case .custom(let tag): append(tag(attributes))
            }
        default:
            break
        }
        return true
    }

    mutating func exitInline(_ index: Int) {
        // Bind the image's payload only for images: binding copies the node.
        if nodes[index].tag == .image {
            inline.imageDepth &-= 1
            guard inline.imageDepth == 0, case .image(let info) = kind(index) else { return }
            append("\"")
            if let title = info.title, !title.isEmpty {
                append(" title=\"")
                appendEscaped(title)
                append("\"")
            }
            append(" />")
            return
        }
        guard inline.imageDepth == 0 else { return }
        switch nodes[index].tag {
        case .emphasis: append("</em>")
        case .strong: append("</strong>")
        case .strikethrough: append("</del>")
        case .link: append("</a>")
        case .attributeSpan: append("</span>")
        default: break
        }
    }

    /// Inside an image: text only, breaks as spaces.
    private mutating func renderPlain(_ index: Int) {
        let range = nodes[index].range
        switch kind(index) {
        case .text:
            appendEscapedSource(range.start, range.end)
        case .escapedCharacter:
            appendEscapedSource(min(range.start &+ 1, range.end), range.end)
        case .entity(let decoded):
            appendEscaped(decoded)
        case .codeSpan(let content):
            appendEscaped(content)
        case .inlineHTML(let content):
            appendEscaped(content)
        case .autolink(let destination, _):
            appendEscaped(destination)
        case .softBreak, .hardBreak:
            append(" ")
        case .image:
            inline.imageDepth &+= 1
        default:
            break
        }
    }

    /// Source text, escaped; a NUL byte becomes U+FFFD, as cmark replaces it
    /// on input (the tree keeps the source bytes as they are).
    private mutating func appendEscapedSource(_ start: Int, _ end: Int) {
        guard start >= 0, start < end, end <= source.count else { return }
        HTMLEscaping.appendEscaped(UnsafeBufferPointer(rebasing: source[start..<end]), to: &output)
    }

    private mutating func appendEscaped(_ string: String) {
        HTMLEscaping.appendEscaped(string, to: &output)
    }
}
