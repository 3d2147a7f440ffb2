/// Emphasis, strong emphasis and strikethrough: CommonMark's delimiter-run
/// algorithm ("process emphasis"), with GFM's `~` runs as cmark-gfm does them.
extension InlineParser {
    /// A run of `*`, `_` or `~`: pushed on the delimiter stack if it can open
    /// or close, literal text otherwise.
    mutating func handleDelimiterRun(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let character = bytes[index]
        var end = index
        while end < bytes.count, bytes[end] == character { end &+= 1 }
        let length = end &- index
        // cmark-gfm: only `~` and `~~` are strikethrough delimiters.
        if character == UInt8(ascii: "~") && length > 2 { return end }

        let before = InlineCharacterClass.scalar(before: index, in: bytes)
        let after = InlineCharacterClass.scalar(at: end, in: bytes)
        let beforeIsSpace = InlineCharacterClass.isUnicodeWhitespace(before)
        let afterIsSpace = InlineCharacterClass.isUnicodeWhitespace(after)
        let beforeIsPunctuation = InlineCharacterClass.isUnicodePunctuation(before)
        let afterIsPunctuation = InlineCharacterClass.isUnicodePunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else { return end }

        let node = appendNode(.text, index, end, &builder)
        let id = delimiters.count
        delimiters.append(
            DelimiterRun(
                character: character, node: node, position: index, start: index, end: end,
                originalLength: length, canOpen: canOpen, canClose: canClose,
                previous: lastDelimiter, next: -1))
        if lastDelimiter >= 0 { delimiters[lastDelimiter].next = id }
        lastDelimiter = id
        return end
    }

    mutating func removeDelimiter(_ id: Int) {
        let run = delimiters[id]
        if run.previous >= 0 { delimiters[run.previous].next = run.next }
        if run.next >= 0 {
            delimiters[run.next].previous = run.previous
        } else {
            lastDelimiter = run.previous
        }
    }

    /// Matches closers with openers among the delimiters at or after `bottom`
    /// (a text offset), then removes those delimiters from the stack.
    mutating func processEmphasis(bottom: Int, _ builder: inout SyntaxTreeBuilder) {
        guard lastDelimiter >= 0, delimiters[lastDelimiter].position >= bottom else { return }
        openersBottom.removeAll(keepingCapacity: true)
        openersBottom.append(contentsOf: repeatElement(bottom, count: DelimiterRun.bottomSlotCount))

        var closer = -1
        var candidate = lastDelimiter
        while candidate >= 0, delimiters[candidate].position >= bottom {
            closer = candidate
            candidate = delimiters[candidate].previous
        }

        while closer >= 0 {
            let closing = delimiters[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let slot = closing.bottomSlot
            var opener = closing.previous
            var found = false
            while opener >= 0, delimiters[opener].position >= openersBottom[slot] {
                let opening = delimiters[opener]
                if opening.canOpen && opening.character == closing.character {
                    // The rule of 3: a run that can both open and close may not
                    // pair with one whose length makes the sum a multiple of 3.
                    if !(closing.canOpen || opening.canClose) || closing.originalLength % 3 == 0
                        || (opening.originalLength &+ closing.originalLength) % 3 != 0
                    {
                        found = true
                        break
                    }
                }
                opener = opening.previous
            }
            if found {
                closer =
                    closing.character == UInt8(ascii: "~")
                    ? insertStrikethrough(opener: opener, closer: closer, &builder)
                    : insertEmphasis(opener: opener, closer: closer, &builder)
            } else {
                openersBottom[slot] = closing.position
                if !closing.canOpen { removeDelimiter(closer) }
                closer = closing.next
            }
        }

        while lastDelimiter >= 0, delimiters[lastDelimiter].position >= bottom {
            removeDelimiter(lastDelimiter)
        }
    }

    /// Wraps the siblings between two delimiter nodes in a new node, or inserts
    /// an empty one if there are none.
    private mutating func wrapBetween(
        _ openerNode: NodeID, _ closerNode: NodeID, in kind: NodeKind,
        range: ByteRange, _ builder: inout SyntaxTreeBuilder
    ) -> NodeID {
        if let first = builder.nextSibling(of: openerNode), first != closerNode,
            let last = builder.previousSibling(of: closerNode)
        {
            return builder.wrapInline(first, through: last, in: kind, range: range)
        }
        return builder.insertChild(kind, range: range, after: openerNode)
    }

    /// Pairs one or two characters of `opener` and `closer`; returns the next
    /// closer to look at.
    private mutating func insertEmphasis(opener: Int, closer: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let used = delimiters[opener].count >= 2 && delimiters[closer].count >= 2 ? 2 : 1
        delimiters[opener].end &-= used
        delimiters[closer].start &+= used
        var between = delimiters[closer].previous
        while between >= 0, between != opener {
            let previous = delimiters[between].previous
            removeDelimiter(between)
            between = previous
        }
        let opening = delimiters[opener]
        let closing = delimiters[closer]
        let kind: NodeKind = used == 1 ? .emphasis : .strong
        let marker: MarkerKind = used == 1 ? .emphasisDelimiter : .strongDelimiter
        let range = sourceRange(opening.end, closing.start)
        let node: NodeID
        if opening.count == 0 {
            // The opener's characters are all used: its node becomes the
            // emphasis node, adopting the siblings up to the closer.
            node = opening.node
            builder.setKind(kind, of: node)
            builder.setRange(range, of: node)
            if let last = builder.previousSibling(of: closing.node), last != node {
                builder.adoptSiblings(into: node, through: last)
            }
            removeDelimiter(opener)
        } else {
            node = wrapBetween(opening.node, closing.node, in: kind, range: range, &builder)
            builder.setRange(sourceRange(opening.start, opening.end), of: opening.node)
        }
        addMarker(marker, opening.end, opening.end &+ used, owner: node, &builder)
        addMarker(marker, closing.start &- used, closing.start, owner: node, &builder)

        if closing.count == 0 {
            builder.detachInline(closing.node)
            removeDelimiter(closer)
            return closing.next
        }
        builder.setRange(sourceRange(closing.start, closing.end), of: closing.node)
        return closer
    }

    /// cmark-gfm: an opener and closer of the same length (`~` or `~~`) make
    /// strikethrough; either way both, and every delimiter between them, leave
    /// the stack.
    private mutating func insertStrikethrough(opener: Int, closer: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let opening = delimiters[opener]
        let closing = delimiters[closer]
        let next = closing.next
        if opening.count == closing.count {
            // The opener's node becomes the strikethrough node (as in cmark-gfm).
            let node = opening.node
            builder.setKind(.strikethrough, of: node)
            builder.setRange(sourceRange(opening.start, closing.end), of: node)
            if let last = builder.previousSibling(of: closing.node), last != node {
                builder.adoptSiblings(into: node, through: last)
            }
            addMarker(.strikethroughDelimiter, opening.start, opening.end, owner: node, &builder)
            addMarker(.strikethroughDelimiter, closing.start, closing.end, owner: node, &builder)
            builder.detachInline(closing.node)
        }
        var current = closer
        while current >= 0, current != opener {
            let previous = delimiters[current].previous
            removeDelimiter(current)
            current = previous
        }
        removeDelimiter(opener)
        return next
    }
}
