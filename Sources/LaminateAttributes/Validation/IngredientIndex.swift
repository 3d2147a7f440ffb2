import LaminateDialect

/// One ingredient id on different texts (LAM014) and one text with
/// different ids (LAM015), kept as an index that each version of a
/// document updates from the one before, instead of comparing every use of
/// the document again on every keystroke.
///
/// The index counts, per id, its uses and how many have each text, and per
/// text its uses and how many have each id; it keeps each chunk's problems
/// relative to the chunk. An edit takes away the uses of the chunks it
/// replaced and adds those of the new ones; only an id or a text whose
/// uses changed (a dirty group) has its problems found again, and only if
/// it has more than one text (or id): the others keep theirs, since none
/// of their chunks changed and the chunks never change order. A dirty
/// group whose first use is where it was compares only the new chunks'
/// uses with it; when the first use moves (an edit in its chunk, or a new
/// use before it) every use of the group is compared again. What it
/// gives is exactly what comparing every use of the document, in document
/// order, with the first use of its id and of its text gives, in the same
/// order (the tests' reference).
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

    /// Which kind of group a problem belongs to: an id on several texts
    /// (LAM014) or a text with several ids (LAM015).
    enum GroupKey: Hashable, Sendable {
        case id(Int)
        case text(String)

        /// LAM014 before LAM015 for one use.
        var order: Int { if case .id = self { 0 } else { 1 } }
    }

    /// One id's (or text's) uses: how many, how many of them have each
    /// text (or id), and — while it has more than one — its first use,
    /// which every other use is compared with.
    struct Group: Sendable {
        var count = 0
        var others: [GroupKey: Int] = [:]
        var first: UseReference?

        /// Counts one more use, with `other` (its text, or its id).
        mutating func add(_ other: GroupKey) {
            count += 1
            others[other, default: 0] += 1
        }

        /// Counts one use fewer, with `other`.
        mutating func remove(_ other: GroupKey) {
            count -= 1
            guard let index = others.index(forKey: other) else { return }
            if others.values[index] > 1 { others.values[index] -= 1 } else { others.remove(at: index) }
        }
    }

    /// A use that is a problem: which use, in which group, the first use of
    /// the group it is compared with, and what it says. Its diagnostic (its
    /// ranges, related place and fix) is made only when the problems are
    /// asked for (`diagnostics(chunks:starts:)`), from the two uses.
    struct Problem: Sendable {
        var useIndex: Int32
        var firstIndex: Int32
        var group: GroupKey
        var firstChunk: ObjectIdentifier
        /// Made once: the server asks for every problem of each version,
        /// and texts made anew each time would be held once per version.
        var texts: ProblemTexts
    }

    /// What a problem says: its message and its related place's note.
    struct ProblemTexts: Sendable {
        var message: String
        var note: String
    }

    private var groups: [GroupKey: Group] = [:]
    /// Each chunk's problems, by use (LAM014 before LAM015 on one use).
    private var chunkProblems: [ObjectIdentifier: [Problem]] = [:]

    /// The index of `chunks` (in document order), updated from `previous`,
    /// the index of `previousChunks`.
    init(chunks: [Chunk], reusing previous: (index: IngredientIndex, chunks: [Chunk])? = nil) {
        guard previous != nil else {
            // New (a document opened): every group is counted and then every problem found, each in one pass.
            for chunk in chunks {
                for use in chunk.uses {
                    let id = GroupKey.id(use.id)
                    let text = GroupKey.text(use.normalizedText)
                    groups[id, default: Group()].add(text)
                    groups[text, default: Group()].add(id)
                }
            }
            findEveryProblem(chunks)
            return
        }
        var before = Set<ObjectIdentifier>()
        var removed: [Chunk] = []
        if let previous {
            self = previous.index
            let now = Set(chunks.lazy.map(\.id))
            before = Set(previous.chunks.lazy.map(\.id))
            removed = previous.chunks.filter { !now.contains($0.id) }
            guard !removed.isEmpty || chunks.contains(where: { !before.contains($0.id) }) else { return }
        }
        var dirty = Set<GroupKey>()
        // Each key is hashed as few times as can be: in a small document,
        // hashing the texts was most of the index's time per keystroke.
        for chunk in removed {
            chunkProblems[chunk.id] = nil
            for use in chunk.uses {
                let id = GroupKey.id(use.id)
                let text = GroupKey.text(use.normalizedText)
                groups[id]?.remove(text)
                groups[text]?.remove(id)
                dirty.insert(id)
                dirty.insert(text)
            }
        }
        // The added chunks holding each group, in document order.
        var holding: [GroupKey: [Int]] = [:]
        for (position, chunk) in chunks.enumerated() where !before.contains(chunk.id) {
            for use in chunk.uses {
                let id = GroupKey.id(use.id)
                let text = GroupKey.text(use.normalizedText)
                groups[id, default: Group()].add(text)
                groups[text, default: Group()].add(id)
                for key in [id, text] {
                    holding[key, default: []].appendIfNotLast(position)
                    dirty.insert(key)
                }
            }
        }
        var order: ChunkOrder?
        for key in dirty {
            guard let group = groups[key], group.count > 0 else {
                groups[key] = nil  // its problems were in the chunks that went
                continue
            }
            guard group.others.count > 1 else {
                if group.first != nil {
                    groups[key]!.first = nil
                    removeProblems(of: key)
                }
                continue
            }
            if order == nil { order = ChunkOrder(chunks) }
            let newChunks = holding[key] ?? []
            if let first = group.first, let firstPosition = order!.position[first.chunk],
                newChunks.allSatisfy({ $0 > firstPosition })
            {
                // The first use is where it was: only the new chunks' uses are compared with it.
                let firstUse = chunks[firstPosition].uses[first.index]
                for position in newChunks { find(key, in: chunks[position], first: first, firstUse: firstUse) }
            } else {
                removeProblems(of: key)
                guard let firstPosition = chunks.firstIndex(where: { $0.uses.contains { Self.belongs($0, to: key) } }),
                    let firstIndex = chunks[firstPosition].uses.firstIndex(where: { Self.belongs($0, to: key) })
                else { continue }
                let first = UseReference(chunk: chunks[firstPosition].id, index: firstIndex)
                groups[key]!.first = first
                let firstUse = chunks[firstPosition].uses[firstIndex]
                for chunk in chunks[firstPosition...] { find(key, in: chunk, first: first, firstUse: firstUse) }
            }
        }
    }

    /// The problems of a new index, every group counted: one pass over the
    /// uses in document order finds each group's first use and compares the
    /// later ones with it (`FirstUses`), where comparing group by group would
    /// pass over the uses once per group with more than one text (or id): in
    /// a large cookbook, hundreds of groups over tens of thousands of uses,
    /// most of opening's ingredient check.
    /// The problems are those `find` finds for each group, in the same order.
    private mutating func findEveryProblem(_ chunks: [Chunk]) {
        // Only the groups with more than one text (or id) have problems.
        let groups = groups
        var firstUses = FirstUses<UseReference>()
        for chunk in chunks {
            var found: [Problem] = []
            for (index, use) in chunk.uses.enumerated() {
                firstUses.add(use, at: UseReference(chunk: chunk.id, index: index), comparing: { groups[$0]!.others.count > 1 }) {
                    key, firstUse, first in
                    found.append(
                        Problem(
                            useIndex: Int32(index), firstIndex: Int32(first.index), group: key, firstChunk: first.chunk,
                            texts: Self.texts(use, first: firstUse, in: key)))
                }
            }
            if !found.isEmpty { chunkProblems[chunk.id] = found }
        }
        for (key, first) in firstUses.places { self.groups[key]!.first = first }
    }

    /// The first use of each id and of each text among the uses met so far,
    /// met in document order, each later use compared with them: the fold
    /// that finds a new index's problems in one pass, and a batch check's
    /// as its chunks come (`ChunkedValidation`), holding no use but the
    /// first of each group. What it finds for a use is a problem exactly
    /// when its group has more than one text (or id), so it finds every
    /// problem of the index, in the order of their uses (LAM014 before
    /// LAM015 for one use). `Place` is what is kept of where a first use is.
    struct FirstUses<Place> {
        private var firsts: [GroupKey: (use: IngredientUse, place: Place)] = [:]

        /// Compares `use`, at `place`, with the first use of each of its
        /// groups, telling `found` of each problem: its group, the first use
        /// and where it is. A group without a first use yet has `use` as its
        /// first use if `comparing` allows it (asked until it does: a group
        /// it never allows is never compared).
        mutating func add(
            _ use: IngredientUse, at place: Place, comparing: (GroupKey) -> Bool = { _ in true },
            found: (GroupKey, IngredientUse, Place) -> Void
        ) {
            // LAM014 (its id's group) before LAM015 (its text's).
            for (key, _) in IngredientIndex.groups(of: use) {
                guard let first = firsts[key] else {
                    if comparing(key) { firsts[key] = (use, place) }
                    continue
                }
                if IngredientIndex.isProblem(use, first: first.use, in: key) { found(key, first.use, first.place) }
            }
        }

        /// Where each group's first use is.
        var places: [(key: GroupKey, place: Place)] { firsts.map { ($0.key, $0.value.place) } }
    }

    /// The groups a use belongs to, each with what it counts in that group.
    /// (An id's uses are counted by their text, a text's by their id.)
    static func groups(of use: IngredientUse) -> [(GroupKey, GroupKey)] {
        [(.id(use.id), .text(use.normalizedText)), (.text(use.normalizedText), .id(use.id))]
    }

    static func belongs(_ use: IngredientUse, to key: GroupKey) -> Bool {
        switch key {
        case .id(let id): use.id == id
        case .text(let text): use.normalizedText == text
        }
    }

    /// The problems of `key`'s uses in `chunk`, against its first use, put
    /// among the chunk's other problems.
    private mutating func find(_ key: GroupKey, in chunk: Chunk, first: UseReference, firstUse: IngredientUse) {
        var found: [Problem] = []
        for (index, use) in chunk.uses.enumerated() where Self.belongs(use, to: key) {
            guard !(chunk.id == first.chunk && index == first.index), Self.isProblem(use, first: firstUse, in: key) else { continue }
            found.append(
                Problem(
                    useIndex: Int32(index), firstIndex: Int32(first.index), group: key, firstChunk: first.chunk,
                    texts: Self.texts(use, first: firstUse, in: key)))
        }
        guard !found.isEmpty else { return }
        var problems = chunkProblems[chunk.id] ?? []
        problems += found
        problems.sort { ($0.useIndex, $0.group.order) < ($1.useIndex, $1.group.order) }
        chunkProblems[chunk.id] = problems
    }

    /// Takes `key`'s problems out of every chunk (its first use moved, or it
    /// has one text, or id, again): rare, so a pass over the chunks with problems.
    private mutating func removeProblems(of key: GroupKey) {
        for (chunk, problems) in chunkProblems where problems.contains(where: { $0.group == key }) {
            let kept = problems.filter { $0.group != key }
            chunkProblems[chunk] = kept.isEmpty ? nil : kept
        }
    }

    /// Whether `use` is a problem in group `key`, whose first use is `first`.
    static func isProblem(_ use: IngredientUse, first: IngredientUse, in key: GroupKey) -> Bool {
        switch key {
        case .id: use.normalizedText != first.normalizedText
        case .text: use.id != first.id
        }
    }

    /// The message of the problem of `use` in group `key`, whose first use
    /// is `first`, and the note of its related place (the first use).
    static func texts(_ use: IngredientUse, first: IngredientUse, in key: GroupKey) -> ProblemTexts {
        switch key {
        case .id:
            ProblemTexts(
                message: "Ingredient \(use.id) already marks \"\(first.text)\", but here it marks \"\(use.text)\".",
                note: "ingredient \(use.id) is \"\(first.text)\" here")
        case .text:
            ProblemTexts(
                message: "\"\(use.text)\" is already ingredient \(first.id), but here it is ingredient \(use.id).",
                note: "\"\(first.text)\" is ingredient \(first.id) here")
        }
    }

    /// The problem of `use` in group `key`, whose first use is `first`, with its `texts`.
    static func diagnostic(_ use: IngredientUse, first: IngredientUse, in key: GroupKey, texts: ProblemTexts) -> Diagnostic {
        switch key {
        case .id:
            Diagnostic(
                code: .ingredientIDOnDifferentTexts, message: texts.message, range: use.valueRange,
                related: [RelatedLocation(range: first.spanRange, message: texts.note)])
        case .text:
            Diagnostic(
                code: .textWithSeveralIngredientIDs, message: texts.message, range: use.valueRange,
                related: [RelatedLocation(range: first.spanRange, message: texts.note)],
                fixes: [
                    Fix(
                        title: "Change to ingredient \(first.id)", edits: [SourceEdit(range: use.valueRange, replacement: String(first.id))],
                        isPreferred: true)
                ])
        }
    }

    /// Every problem, in the order of their uses (the
    /// uses in document order; for one use, LAM014 before LAM015), moved to
    /// where their chunks are: `starts` gives each chunk's start.
    func diagnostics(chunks: [Chunk], starts: [Int]) -> [Diagnostic] {
        guard !chunkProblems.isEmpty else { return [] }
        var place: [ObjectIdentifier: (chunk: Int, start: Int)] = [:]
        place.reserveCapacity(chunks.count)
        for (position, (chunk, offset)) in zip(chunks, starts).enumerated() { place[chunk.id] = (position, offset) }
        var diagnostics: [Diagnostic] = []
        for (chunk, offset) in zip(chunks, starts) {
            guard let problems = chunkProblems[chunk.id] else { continue }
            for problem in problems {
                // The first use's chunk is among `chunks`: a chunk that goes takes its groups' problems with it.
                guard let first = place[problem.firstChunk] else { continue }
                var use = chunk.uses[Int(problem.useIndex)]
                use.valueRange = use.valueRange.shifted(by: offset)
                var firstUse = chunks[first.chunk].uses[Int(problem.firstIndex)]
                firstUse.spanRange = firstUse.spanRange.shifted(by: first.start)
                diagnostics.append(Self.diagnostic(use, first: firstUse, in: problem.group, texts: problem.texts))
            }
        }
        return diagnostics
    }

    /// Where each chunk of a version is.
    struct ChunkOrder {
        let position: [ObjectIdentifier: Int]

        init(_ chunks: [Chunk]) {
            var position: [ObjectIdentifier: Int] = [:]
            position.reserveCapacity(chunks.count)
            for (index, chunk) in chunks.enumerated() { position[chunk.id] = index }
            self.position = position
        }
    }
}

extension Array where Element == Int {
    /// Appends `value` unless it is the last element already.
    fileprivate mutating func appendIfNotLast(_ value: Int) {
        if last != value { append(value) }
    }
}
