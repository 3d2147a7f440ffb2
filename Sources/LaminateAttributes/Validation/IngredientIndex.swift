import LaminateDialect

/// One ingredient id on different texts (LAM014) and one text with
/// different ids (LAM015), kept as an index that each version of a
/// document updates from the one before, instead of comparing every use of
/// the document again on every keystroke.
///
/// The index counts, per id, its uses per chunk and per text, and per text
/// its uses per chunk and per id. An edit takes away the uses of the chunks
/// it replaced and adds those of the new ones; only an id or a text whose
/// uses changed (a dirty group) has its problems found again, and only if
/// it has more than one text (or id): the others keep theirs, since none
/// of their chunks changed and the chunks never change order. A dirty
/// group whose first use is where it was compares only the new chunks'
/// uses with it; when the first use moves (an edit in its chunk, or a new
/// use before it) every use of the group is compared again. What it
/// gives is exactly what `ValidationRun.checkIngredientUses` gives on every
/// use of the document, in the same order.
struct IngredientIndex: Sendable {
    /// One chunk's uses as the index reads them: the chunk's findings
    /// (their identity: a chunk validated again is a new object) and its
    /// uses, relative to the chunk's start.
    struct Chunk {
        var id: ObjectIdentifier
        var uses: [IngredientUse]
    }

    /// One use: its chunk, and its place among the chunk's uses.
    struct UseReference: Hashable, Sendable {
        var chunk: ObjectIdentifier
        var index: Int
    }

    /// The uses of one id (or text): the places of its uses in each chunk,
    /// and how many of them have each text (or id).
    struct Group<Other: Hashable & Sendable>: Sendable {
        var uses: [ObjectIdentifier: [Int]] = [:]
        var others: [Other: Int] = [:]

        mutating func add(_ other: Other, at index: Int, in chunk: ObjectIdentifier) {
            uses[chunk, default: []].append(index)
            others[other, default: 0] += 1
        }

        mutating func remove(_ other: Other, in chunk: ObjectIdentifier) {
            uses[chunk] = nil
            let count = others[other, default: 0] - 1
            others[other] = count > 0 ? count : nil
        }
    }

    /// A use that is a problem: its diagnostic with its own range (and the
    /// fix's) relative to the use's chunk, and the related location
    /// relative to the chunk of the first use it is compared with.
    struct Problem: Sendable {
        var useIndex: Int
        var firstChunk: ObjectIdentifier
        var diagnostic: Diagnostic
    }

    /// The problems of one id on several texts (or one text with several
    /// ids): its first use, which every other is compared with, and the
    /// uses that differ from it, by chunk.
    struct GroupProblems: Sendable {
        var first: UseReference
        var byChunk: [ObjectIdentifier: [Problem]] = [:]
    }

    /// The groups of one kind (by id, or by text) and their problems.
    struct Groups<Key: Hashable & Sendable, Other: Hashable & Sendable>: Sendable {
        var groups: [Key: Group<Other>] = [:]
        var problems: [Key: GroupProblems] = [:]
        /// For each chunk, the groups with a problem in it.
        var problemChunks: [ObjectIdentifier: Set<Key>] = [:]

        /// Takes away the uses of `removed`, adds those of `added`, and
        /// finds again the problems of each group whose uses changed: in
        /// the added chunks only while its first use stays where it was,
        /// else in every chunk it is used in.
        mutating func update(removed: [Chunk], added: [Chunk], order: inout ChunkOrder?, chunks: [Chunk],
                             key: (IngredientUse) -> Key, other: (IngredientUse) -> Other,
                             problem: (_ use: IngredientUse, _ first: IngredientUse) -> Diagnostic?) {
            var dirty = Set<Key>()
            for chunk in removed {
                for use in chunk.uses {
                    groups[key(use)]?.remove(other(use), in: chunk.id)
                    dirty.insert(key(use))
                }
                for group in problemChunks.removeValue(forKey: chunk.id) ?? [] {
                    problems[group]?.byChunk[chunk.id] = nil
                }
            }
            var addedHolding: [Key: [ObjectIdentifier]] = [:]
            for chunk in added {
                for (index, use) in chunk.uses.enumerated() {
                    let group = key(use)
                    groups[group, default: Group()].add(other(use), at: index, in: chunk.id)
                    if addedHolding[group]?.last != chunk.id { addedHolding[group, default: []].append(chunk.id) }
                    dirty.insert(group)
                }
            }
            for group in dirty {
                guard let uses = groups[group], !uses.uses.isEmpty else {
                    groups[group] = nil
                    dropProblems(of: group)
                    continue
                }
                guard uses.others.count > 1 else {
                    dropProblems(of: group)
                    continue
                }
                if order == nil { order = ChunkOrder(chunks) }
                let holding = addedHolding[group] ?? []
                if let current = problems[group], uses.uses[current.first.chunk] != nil,
                   let firstPosition = order!.position[current.first.chunk],
                   holding.allSatisfy({ order!.position[$0, default: Int.max] > firstPosition }) {
                    // The first use is where it was: only the new chunks' uses are compared with it.
                    let first = order!.uses[current.first.chunk]![current.first.index]
                    for chunk in holding { find(in: chunk, of: group, uses, first: current.first, firstUse: first, order: order!, problem: problem) }
                } else {
                    dropProblems(of: group)
                    let firstChunk = uses.uses.keys.min { order!.position[$0, default: Int.max] < order!.position[$1, default: Int.max] }!
                    let reference = UseReference(chunk: firstChunk, index: uses.uses[firstChunk]![0])
                    problems[group] = GroupProblems(first: reference)
                    let first = order!.uses[firstChunk]![reference.index]
                    for chunk in uses.uses.keys { find(in: chunk, of: group, uses, first: reference, firstUse: first, order: order!, problem: problem) }
                }
            }
        }

        /// The problems of `group`'s uses in `chunk`, against its first use.
        private mutating func find(in chunk: ObjectIdentifier, of group: Key, _ uses: Group<Other>, first: UseReference,
                                   firstUse: IngredientUse, order: ChunkOrder,
                                   problem: (_ use: IngredientUse, _ first: IngredientUse) -> Diagnostic?) {
            let chunkUses = order.uses[chunk] ?? []
            var found: [Problem] = []
            for index in uses.uses[chunk] ?? [] where !(chunk == first.chunk && index == first.index) {
                if let diagnostic = problem(chunkUses[index], firstUse) {
                    found.append(Problem(useIndex: index, firstChunk: first.chunk, diagnostic: diagnostic))
                }
            }
            problems[group]?.byChunk[chunk] = found.isEmpty ? nil : found
            if found.isEmpty {
                problemChunks[chunk]?.remove(group)
                if problemChunks[chunk]?.isEmpty == true { problemChunks[chunk] = nil }
            } else {
                problemChunks[chunk, default: []].insert(group)
            }
        }

        private mutating func dropProblems(of group: Key) {
            guard let dropped = problems.removeValue(forKey: group) else { return }
            for chunk in dropped.byChunk.keys {
                problemChunks[chunk]?.remove(group)
                if problemChunks[chunk]?.isEmpty == true { problemChunks[chunk] = nil }
            }
        }

        /// The problems in one chunk, by use.
        func problems(in chunk: ObjectIdentifier) -> [Problem] {
            guard let groups = problemChunks[chunk] else { return [] }
            return groups.flatMap { problems[$0]?.byChunk[chunk] ?? [] }
        }
    }

    private var byID = Groups<Int, String>()
    private var byText = Groups<String, Int>()

    /// The index of `chunks` (in document order), updated from `previous`,
    /// the index of `previousChunks`.
    init(chunks: [Chunk], reusing previous: (index: IngredientIndex, chunks: [Chunk])? = nil) {
        var added = chunks
        var removed: [Chunk] = []
        if let previous {
            self = previous.index
            let now = Set(chunks.lazy.map(\.id))
            let before = Set(previous.chunks.lazy.map(\.id))
            added = chunks.filter { !before.contains($0.id) }
            removed = previous.chunks.filter { !now.contains($0.id) }
        }
        guard !added.isEmpty || !removed.isEmpty else { return }
        var order: ChunkOrder?
        byID.update(removed: removed, added: added, order: &order, chunks: chunks, key: \.id, other: \.normalizedText) { use, first in
            guard use.normalizedText != first.normalizedText else { return nil }
            return Diagnostic(code: .ingredientIDOnDifferentTexts,
                              message: "Ingredient \(use.id) already marks \"\(first.text)\", but here it marks \"\(use.text)\".",
                              range: use.valueRange,
                              related: [RelatedLocation(range: first.spanRange, message: "ingredient \(use.id) is \"\(first.text)\" here")])
        }
        byText.update(removed: removed, added: added, order: &order, chunks: chunks, key: \.normalizedText, other: \.id) { use, first in
            guard use.id != first.id else { return nil }
            return Diagnostic(code: .textWithSeveralIngredientIDs,
                              message: "\"\(use.text)\" is already ingredient \(first.id), but here it is ingredient \(use.id).",
                              range: use.valueRange,
                              related: [RelatedLocation(range: first.spanRange, message: "\"\(first.text)\" is ingredient \(first.id) here")],
                              fixes: [Fix(title: "Change to ingredient \(first.id)", edits: [SourceEdit(range: use.valueRange, replacement: String(first.id))],
                                          isPreferred: true)])
        }
    }

    /// Every problem, in the order `checkIngredientUses` reports them (the
    /// uses in document order; for one use, LAM014 before LAM015), moved to
    /// where their chunks are: `starts` gives each chunk's start.
    func diagnostics(chunks: [Chunk], starts: [Int]) -> [Diagnostic] {
        guard !byID.problemChunks.isEmpty || !byText.problemChunks.isEmpty else { return [] }
        var start: [ObjectIdentifier: Int] = [:]
        start.reserveCapacity(chunks.count)
        for (chunk, offset) in zip(chunks, starts) { start[chunk.id] = offset }
        var diagnostics: [Diagnostic] = []
        for (chunk, offset) in zip(chunks, starts) {
            let ids = byID.problems(in: chunk.id)
            let texts = byText.problems(in: chunk.id)
            guard !ids.isEmpty || !texts.isEmpty else { continue }
            var placed = ids.map { (use: $0.useIndex, code: 0, problem: $0) } + texts.map { (use: $0.useIndex, code: 1, problem: $0) }
            placed.sort { ($0.use, $0.code) < ($1.use, $1.code) }
            for (_, _, problem) in placed {
                var diagnostic = problem.diagnostic.shifted(by: offset)
                let firstStart = start[problem.firstChunk] ?? 0
                diagnostic.related = problem.diagnostic.related.map {
                    RelatedLocation(range: $0.range.shifted(by: firstStart), message: $0.message)
                }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// Where each chunk of a version is, and its uses, for finding a group's first use.
    struct ChunkOrder {
        let position: [ObjectIdentifier: Int]
        let uses: [ObjectIdentifier: [IngredientUse]]

        init(_ chunks: [Chunk]) {
            var position: [ObjectIdentifier: Int] = [:]
            var uses: [ObjectIdentifier: [IngredientUse]] = [:]
            position.reserveCapacity(chunks.count)
            uses.reserveCapacity(chunks.count)
            for (index, chunk) in chunks.enumerated() where !chunk.uses.isEmpty {
                position[chunk.id] = index
                uses[chunk.id] = chunk.uses
            }
            self.position = position
            self.uses = uses
        }
    }
}
