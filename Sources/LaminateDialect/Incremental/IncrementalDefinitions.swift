/// The reference definitions of an incrementally parsed tree, worked out
/// from the old tree's and what the re-parsed window defines, in time
/// proportional to the window's definitions rather than the document's.
///
/// Only a label the old window or the new one defines can change meaning:
/// the definitions outside the window are the old ones, in the same order.
/// For such a label, the first definition in the document is the old one if
/// it lay before the window, else the window's first, else the old one if it
/// lay after the window, else (the window held the label's only definitions
/// before it, or the old one and no longer does) the first one after the
/// window, looked for chunk by chunk — which happens only when a definition
/// is deleted or renamed.
struct IncrementalDefinitions: DefinitionLookup {
    private let old: [String: DefinitionInForce]
    /// The definition now in force for every label the window defined
    /// before or defines now; `.none` where no definition is left.
    private let affected: [String: AffectedLabel]
    /// The labels that read differently to the inline parser now.
    let changedLabels: Set<String>
    /// Whether some attribute definition in force has a different text or
    /// place in its chunk now (or is new, or gone).
    let attributeTextsChanged: Bool
    private let first: Int
    private let resume: Int

    private enum AffectedLabel {
        /// The old table's entry holds (shifted with the chunks after the window).
        case unchanged
        /// The window's first definition of the label.
        case window(ReferenceDefinitions.Definition)
        /// The first definition after the window, in old chunk `chunk`.
        case after(chunk: Int, ReferenceDefinitions.Definition)
        case undefined
    }

    /// The definitions after old chunks `first ..< resume` of `tree` were
    /// parsed again and found `windowDefinitions` (in document order).
    init(old tree: SyntaxTree, first: Int, resume: Int, windowDefinitions: [ChunkDefinition]) {
        let old = tree.definitionTable
        var labels = Set(windowDefinitions.map(\.label))
        for chunk in tree.chunks[first..<resume] { for entry in chunk.definitions { labels.insert(entry.label) } }
        var firstInWindow: [String: ReferenceDefinitions.Definition] = [:]
        for entry in windowDefinitions where firstInWindow[entry.label] == nil {
            firstInWindow[entry.label] = entry.definition
        }
        var affected: [String: AffectedLabel] = [:]
        var changed: Set<String> = []
        var attributeTextsChanged = false
        for label in labels {
            let entry = old[label]
            let now: AffectedLabel
            if let entry, entry.chunk < first {
                now = .unchanged
            } else if let definition = firstInWindow[label] {
                now = .window(definition)
            } else if let entry, entry.chunk >= resume {
                now = .unchanged
            } else if let found = Self.firstDefinition(of: label, in: tree.chunks, from: resume) {
                now = .after(chunk: found.chunk, found.definition)
            } else {
                now = .undefined
            }
            affected[label] = now
            let before = entry?.definition.inlineMeaning
            let after: ReferenceDefinitions.Definition.InlineMeaning? =
                switch now {
                case .unchanged: before
                case .window(let definition), .after(_, let definition): definition.inlineMeaning
                case .undefined: nil
                }
            if before != after { changed.insert(label) }
            let definitionNow: ReferenceDefinitions.Definition? =
                switch now {
                case .unchanged: entry?.definition
                case .window(let definition), .after(_, let definition): definition
                case .undefined: nil
                }
            if definitionNow != entry?.definition, definitionNow?.isAttributes == true || entry?.definition.isAttributes == true {
                attributeTextsChanged = true
            }
        }
        self.attributeTextsChanged = attributeTextsChanged
        self.old = old
        self.affected = affected
        self.changedLabels = changed
        self.first = first
        self.resume = resume
    }

    /// What the inline parser reads of a label now. (A window definition's
    /// attribute text is not relative to a chunk, but inlines never read it:
    /// a span holds its label and the tree finds the text.)
    func definition(of normalizedLabel: String) -> ReferenceDefinitions.Definition? {
        switch affected[normalizedLabel] {
        case nil, .unchanged?: old[normalizedLabel]?.definition
        case .window(let definition)?, .after(_, let definition)?: definition
        case .undefined?: nil
        }
    }

    /// The new tree's table, its chunks being `chunks`, of which
    /// `first ..< first + windowCount` are the window's.
    func table(of chunks: [TreeChunk], windowCount: Int) -> [String: DefinitionInForce] {
        let shift = windowCount - (resume - first)
        var table = old
        if shift != 0 {
            // Re-indexing, not re-hashing: the keys stay where they are.
            table = old.mapValues { entry in
                var entry = entry
                if entry.chunk >= resume { entry.chunk += shift }
                return entry
            }
        }
        for (label, now) in affected {
            switch now {
            case .unchanged:
                break
            case .window:
                table.update(label, to: Self.firstDefinition(of: label, in: chunks, from: first, to: first + windowCount))
            case .after(let chunk, let definition):
                table.update(label, to: DefinitionInForce(chunk: chunk + shift, definition: definition))
            case .undefined:
                table.update(label, to: nil)
            }
        }
        return table
    }

    private static func firstDefinition(
        of label: String, in chunks: [TreeChunk], from start: Int,
        to end: Int? = nil
    ) -> DefinitionInForce? {
        for index in start..<(end ?? chunks.count) {
            if let entry = chunks[index].definitions.first(where: { $0.label == label }) {
                return DefinitionInForce(chunk: index, definition: entry.definition)
            }
        }
        return nil
    }
}

extension ReferenceDefinitions.Definition {
    fileprivate var isAttributes: Bool {
        if case .attributes = self { return true }
        return false
    }
}

extension Dictionary where Key == String, Value == DefinitionInForce {
    /// Sets `label`'s entry unless it already holds `entry`: the table is
    /// shared with the previous tree, and the first write copies all of it
    /// (thousands of labels), while a keystroke in a chunk with definitions
    /// usually finds them as they were.
    fileprivate mutating func update(_ label: String, to entry: DefinitionInForce?) {
        guard self[label] != entry else { return }
        self[label] = entry
    }
}
