/// Reads reference definitions at the start of a paragraph, as CommonMark
/// says for link reference definitions, and as Attributed Markdown adds for
/// attribute definitions:
///
///     [label]: destination "title"      (may span lines)
///     ^[label]: ATTRIBUTES              (one line; the rest of the line, trimmed)
enum ReferenceDefinitionScanner {
    /// Reads as many definitions as start `content`, one after another; the
    /// paragraph's remaining content starts at the last one's `contentEnd`.
    static func scan(_ content: MappedText) -> [ScannedDefinition] {
        content.bytes.withUnsafeBufferPointer { bytes in
            var definitions: [ScannedDefinition] = []
            var position = 0
            while position < bytes.count, let definition = scanDefinition(bytes, at: position, content) {
                definitions.append(definition)
                position = definition.contentEnd
            }
            return definitions
        }
    }

    private static func scanDefinition(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ content: MappedText) -> ScannedDefinition? {
        let isAttribute = bytes[start] == UInt8(ascii: "^")
        let labelOpen = isAttribute ? start &+ 1 : start
        guard let label = LinkScanner.scanLabel(bytes, at: labelOpen),
            LinkScanner.hasNonWhitespace(bytes, label.innerStart, label.innerEnd),
            label.end < bytes.count, bytes[label.end] == UInt8(ascii: ":")
        else { return nil }
        let normalizedLabel = LabelNormalizer.normalize(UnsafeBufferPointer(rebasing: bytes[label.innerStart..<label.innerEnd]))
        // At most six: the four here, then a destination and a title, or the
        // attributes; reserved so that the array never grows by copying.
        var markers: [(MarkerKind, ByteRange)] = []
        markers.reserveCapacity(6)
        markers.append((isAttribute ? .attributeOpen : .linkOpen, content.sourceRange(start, label.innerStart)))
        markers.append((.referenceLabel, content.sourceRange(label.innerStart, label.innerEnd)))
        markers.append((.linkClose, content.sourceRange(label.innerEnd, label.end)))
        markers.append((.definitionColon, content.sourceRange(label.end, label.end &+ 1)))
        let afterColon = label.end &+ 1
        if isAttribute {
            var attributesStart = afterColon
            while attributesStart < bytes.count, isSpaceOrTab(bytes[attributesStart]) { attributesStart &+= 1 }
            let lineEnd = endOfLine(bytes, from: attributesStart)
            var attributesEnd = lineEnd
            while attributesEnd > attributesStart, isSpaceOrTab(bytes[attributesEnd &- 1]) { attributesEnd &-= 1 }
            if attributesEnd > attributesStart {
                markers.append((.attributes, content.sourceRange(attributesStart, attributesEnd)))
            }
            return ScannedDefinition(
                kind: .attributes(content.slice(attributesStart, attributesEnd)),
                normalizedLabel: normalizedLabel,
                contentEnd: min(lineEnd &+ 1, bytes.count),
                range: content.sourceRange(start, lineEnd), markers: markers)
        }

        let destinationStart = LinkScanner.skipSpacesAndNewline(bytes, from: afterColon)
        guard let destination = LinkScanner.scanDestination(bytes, at: destinationStart, mayEndAtEnd: true),
            destination.end > destination.start
        else { return nil }
        markers.append((.destination, content.sourceRange(destination.start, destination.end)))
        let url = EscapeDecoder.decode(UnsafeBufferPointer(rebasing: bytes[destination.valueStart..<destination.valueEnd]))

        // A title needs whitespace before it and only spaces after it on its
        // line; if it has anything else after it, the definition ends before it.
        let beforeTitle = destination.end
        let titleStart = LinkScanner.skipSpacesAndNewline(bytes, from: beforeTitle)
        if titleStart != beforeTitle, let titleEnd = LinkScanner.scanTitle(bytes, at: titleStart) {
            var afterTitle = titleEnd
            while afterTitle < bytes.count, isSpaceOrTab(bytes[afterTitle]) { afterTitle &+= 1 }
            if afterTitle == bytes.count || bytes[afterTitle] == UInt8(ascii: "\n") {
                let title = EscapeDecoder.decode(UnsafeBufferPointer(rebasing: bytes[(titleStart &+ 1)..<(titleEnd &- 1)]))
                markers.append((.title, content.sourceRange(titleStart, titleEnd)))
                return ScannedDefinition(
                    kind: .link(destination: url, title: title), normalizedLabel: normalizedLabel,
                    contentEnd: min(afterTitle &+ 1, bytes.count),
                    range: content.sourceRange(start, titleEnd), markers: markers)
            }
        }
        var afterDestination = beforeTitle
        while afterDestination < bytes.count, isSpaceOrTab(bytes[afterDestination]) { afterDestination &+= 1 }
        guard afterDestination == bytes.count || bytes[afterDestination] == UInt8(ascii: "\n") else { return nil }
        return ScannedDefinition(
            kind: .link(destination: url, title: nil), normalizedLabel: normalizedLabel,
            contentEnd: min(afterDestination &+ 1, bytes.count),
            range: content.sourceRange(start, destination.end), markers: markers)
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index &+= 1 }
        return index
    }
}
