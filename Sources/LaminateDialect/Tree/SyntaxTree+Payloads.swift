extension SyntaxTree {
    /// The kind of node `index` of chunk `chunkIndex`, whose tag has a
    /// payload: from the chunk's table, or read back from the source and
    /// the node's markers (`DerivedPayload`). Not inlined: the walks that
    /// read every node's kind mostly meet tags without one. Read-only to the
    /// optimizer, so that `tree[id].range` and the like, which inline the
    /// subscript, drop the call when they do not use the kind (reading a
    /// span's list back allocates; unasked, it made `laminate check` slower).
    @_effects(readonly) @usableFromInline func payloadKind(chunk chunkIndex: Int, index: Int) -> NodeKind {
        let chunk = chunks[chunkIndex]
        let stored = chunk.nodes[index]
        let base = chunkStarts[chunkIndex]
        if stored.payloadIsInTable { return placed(chunk.payloads[Int(stored.payload)], at: base) }
        return source.withUnsafeBufferPointer { bytes in
            chunk.markers.withUnsafeBufferPointer { markers in
                DerivedPayload.kind(
                    tag: stored.tag, detail: stored.detail, field: stored.payload,
                    start: stored.start, end: stored.end,
                    markers: UnsafeBufferPointer(rebasing: markers[chunk.markerRange(of: index)]),
                    in: PayloadSource(buffer: bytes, offset: base, base: base))
            }
        } ?? .text
    }

    /// A kind from a chunk's table as readers see it: attribute texts moved
    /// to where their chunk is, and a reference-form span given its
    /// definition's text.
    func placed(_ kind: NodeKind, at base: Int) -> NodeKind {
        switch kind {
        case .attributeSpan(var info):
            if let label = info.referenceLabel {
                info.attributes = attributeDefinitionText(label) ?? MappedText()
            } else {
                info.attributes = info.attributes.shifted(by: base)
            }
            return .attributeSpan(info)
        case .attributeDefinition(var info):
            info.attributes = info.attributes.shifted(by: base)
            return .attributeDefinition(info)
        default:
            return kind
        }
    }
}
