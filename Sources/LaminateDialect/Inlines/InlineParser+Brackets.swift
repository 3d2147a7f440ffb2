/// An opener on the bracket stack: `[`, `![` or `^[`.
struct Bracket {
    enum Kind { case link, image, attribute }
    let kind: Kind
    /// The `.text` node holding the opener.
    let node: NodeID
    /// Offset of the opener's first byte.
    let start: Int
    /// Offset just after the opener: where the link text begins.
    let position: Int
    /// Whether another opener was pushed after this one, so that the text
    /// cannot be a shortcut reference label.
    var hasBracketAfter = false
}

/// Links, images and attribute spans: the bracket half of cmark's algorithm.
extension InlineParser {
    mutating func pushBracket(_ kind: Bracket.Kind, at index: Int, length: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let end = index &+ length
        let node = appendNode(.text, index, end, &builder)
        if !brackets.isEmpty { brackets[brackets.count &- 1].hasBracketAfter = true }
        brackets.append(Bracket(kind: kind, node: node, start: index, position: end))
        return end
    }

    private mutating func popBracket() {
        brackets.removeLast()
        linkOpenerFloor = min(linkOpenerFloor, brackets.count)
    }

    /// `]`: closes the nearest opener as a link, image or attribute span if
    /// what follows allows, and is literal text otherwise.
    mutating func handleCloseBracket(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        guard let opener = brackets.last else { return index &+ 1 }
        if opener.kind == .link && brackets.count &- 1 < linkOpenerFloor {
            popBracket()
            return index &+ 1
        }
        flushText(upTo: index, &builder)
        switch opener.kind {
        case .attribute: return closeAttributeSpan(opener, at: index, &builder)
        case .link, .image: return closeLink(opener, at: index, &builder)
        }
    }

    /// Turns the opener's text node into a node of `kind` covering the whole
    /// construct, whose children are everything after the opener.
    private mutating func wrapBracketContent(
        _ opener: Bracket, in kind: NodeKind, end: Int,
        _ builder: inout SyntaxTreeBuilder
    ) -> NodeID {
        builder.setKind(kind, of: opener.node)
        builder.setRange(sourceRange(opener.start, end), of: opener.node)
        builder.adoptFollowingSiblings(into: opener.node)
        return opener.node
    }

    // MARK: Links and images

    private struct LinkTarget {
        var destination: String
        var title: String?
        var referenceLabel: String?
        var end: Int
        /// Where the markup after `]` is, as offsets in the block's text
        /// (kept in fields, not an array, to allocate nothing per link).
        var inline: LinkScanner.InlineTarget?
        var referenceLabelRange: Range<Int>?
    }

    private mutating func closeLink(_ opener: Bracket, at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let afterClose = index &+ 1
        guard let target = inlineTarget(after: afterClose) ?? referenceTarget(opener, after: afterClose) else {
            popBracket()
            return afterClose
        }
        let info = LinkInfo(destination: target.destination, title: target.title, referenceLabel: target.referenceLabel)
        let isImage = opener.kind == .image
        let node = wrapBracketContent(opener, in: isImage ? .image(info) : .link(info), end: target.end, &builder)
        addMarker(.linkOpen, opener.start, opener.position, owner: node, &builder)
        addMarker(.linkClose, index, afterClose, owner: node, &builder)
        if let inline = target.inline {
            let openParenthesis = afterClose
            addMarker(.destinationOpen, openParenthesis, openParenthesis &+ 1, owner: node, &builder)
            if inline.destination.end > inline.destination.start {
                addMarker(.destination, inline.destination.start, inline.destination.end, owner: node, &builder)
            }
            if let title = inline.title {
                addMarker(.title, title.lowerBound, title.upperBound, owner: node, &builder)
            }
            addMarker(.destinationClose, inline.closeParenthesis, inline.closeParenthesis &+ 1, owner: node, &builder)
        } else if let label = target.referenceLabelRange {
            addMarker(.referenceLabel, label.lowerBound, label.upperBound, owner: node, &builder)
        }
        processEmphasis(bottom: opener.position, &builder)
        popBracket()
        // Links may not contain links: every `[` before this one is now inactive.
        if !isImage { linkOpenerFloor = brackets.count }
        pendingTextStart = target.end
        return target.end
    }

    private func inlineTarget(after afterClose: Int) -> LinkTarget? {
        guard afterClose < bytes.count, bytes[afterClose] == UInt8(ascii: "("),
            let target = LinkScanner.scanInlineTarget(bytes, openParenthesis: afterClose)
        else { return nil }
        let destination = target.destination
        var title: String?
        if let titleRange = target.title {
            title = EscapeDecoder.decode(UnsafeBufferPointer(rebasing: bytes[(titleRange.lowerBound &+ 1)..<(titleRange.upperBound &- 1)]))
        }
        let url = EscapeDecoder.decode(UnsafeBufferPointer(rebasing: bytes[destination.valueStart..<destination.valueEnd]))
        return LinkTarget(
            destination: url, title: title, referenceLabel: nil,
            end: target.closeParenthesis &+ 1, inline: target, referenceLabelRange: nil)
    }

    /// `[text][label]`, `[label][]` or `[label]`, with a link definition.
    private mutating func referenceTarget(_ opener: Bracket, after afterClose: Int) -> LinkTarget? {
        var labelStart = -1
        var labelEnd = -1
        var end = afterClose
        var labelRange: Range<Int>?
        if let label = LinkScanner.scanLabel(bytes, at: afterClose) {
            end = label.end
            labelRange = afterClose..<label.end
            if LinkScanner.hasNonWhitespace(bytes, label.innerStart, label.innerEnd) {
                labelStart = label.innerStart
                labelEnd = label.innerEnd
            }
        }
        if labelStart < 0 {
            // Collapsed or shortcut: the link text is the label, unless it
            // holds brackets (then it cannot be one).
            guard !opener.hasBracketAfter else { return nil }
            labelStart = opener.position
            labelEnd = afterClose &- 1
        }
        guard labelEnd &- labelStart <= LinkScanner.maximumLabelLength else { return nil }
        let normalized = LabelNormalizer.normalize(UnsafeBufferPointer(rebasing: bytes[labelStart..<labelEnd]))
        guard case .link(let destination, let title)? = lookUp(normalized) else { return nil }
        return LinkTarget(
            destination: destination, title: title, referenceLabel: normalized, end: end,
            inline: nil, referenceLabelRange: labelRange)
    }

    // MARK: Attribute spans

    private mutating func closeAttributeSpan(_ opener: Bracket, at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let afterClose = index &+ 1
        let next: UInt8 = afterClose < bytes.count ? bytes[afterClose] : 0
        if next == UInt8(ascii: "(") {
            switch AttributeSpanScanner.scanList(bytes, openParenthesis: afterClose) {
            case .closed(let closeParenthesis):
                let attributes = content.slice(afterClose &+ 1, closeParenthesis)
                let end = closeParenthesis &+ 1
                let node = wrapBracketContent(
                    opener, in: .attributeSpan(AttributeSpanInfo(attributes: attributes)),
                    end: end, &builder)
                addMarker(.attributeOpen, opener.start, opener.position, owner: node, &builder)
                addMarker(.attributeClose, index, afterClose, owner: node, &builder)
                addMarker(.attributesOpen, afterClose, afterClose &+ 1, owner: node, &builder)
                if closeParenthesis > afterClose &+ 1 {
                    addMarker(.attributes, afterClose &+ 1, closeParenthesis, owner: node, &builder)
                }
                addMarker(.attributesClose, closeParenthesis, end, owner: node, &builder)
                return finishAttributeSpan(opener, end: end, &builder)
            case .tooDeep(let offset):
                builder.addIssue(SyntaxIssue(kind: .attributeNestingTooDeep, range: sourceRange(opener.start, offset &+ 1)))
            case .unterminated:
                // Like `^[a]` alone: the range ends at `]`, where a fix adds a list.
                builder.addIssue(SyntaxIssue(kind: .unfinishedAttributeSpan, range: sourceRange(opener.start, afterClose)))
            }
        } else if next == UInt8(ascii: "["), let label = LinkScanner.scanLabel(bytes, at: afterClose),
            LinkScanner.hasNonWhitespace(bytes, label.innerStart, label.innerEnd)
        {
            let labelBytes = UnsafeBufferPointer(rebasing: bytes[label.innerStart..<label.innerEnd])
            let normalized = LabelNormalizer.normalize(labelBytes)
            if case .attributes(let attributes)? = lookUp(normalized) {
                let info = AttributeSpanInfo(attributes: attributes, referenceLabel: normalized)
                let node = wrapBracketContent(opener, in: .attributeSpan(info), end: label.end, &builder)
                addMarker(.attributeOpen, opener.start, opener.position, owner: node, &builder)
                addMarker(.attributeClose, index, afterClose, owner: node, &builder)
                addMarker(.referenceLabel, afterClose, label.end, owner: node, &builder)
                return finishAttributeSpan(opener, end: label.end, &builder)
            }
            let written = String(decoding: labelBytes, as: UTF8.self)
            builder.addIssue(SyntaxIssue(kind: .undefinedAttributeLabel(written), range: sourceRange(opener.start, label.end)))
        } else {
            builder.addIssue(SyntaxIssue(kind: .unfinishedAttributeSpan, range: sourceRange(opener.start, afterClose)))
        }
        popBracket()
        return afterClose
    }

    private mutating func finishAttributeSpan(_ opener: Bracket, end: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        processEmphasis(bottom: opener.position, &builder)
        // Unlike a link, a span deactivates no opener: spans may hold links
        // and sit in links.
        popBracket()
        pendingTextStart = end
        return end
    }
}
