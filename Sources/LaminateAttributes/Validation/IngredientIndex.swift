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
/// of their chunks changed and the chunks never change order. What it
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
        var use: UseReference
        var firstChunk: ObjectIdentifier
        var diagnostic: Diagnostic
    }

    private var ids: [Int: Group<String>] = [:]
    private var texts: [String: Group<Int>] = [:]
    /// The problems of each id that has several texts, and of each text that has several ids.
    private var idProblems: [Int: [Problem]] = [:]
    private var textProblems: [String: [Problem]] = [:]

    /// The index of `chunks` (in document order), updated from `previous`,
    /// the index of `previousChunks`.
    init(chunks: [Chunk], reusing previous: (index: IngredientIndex, chunks: [Chunk])? = nil) {
        var added = chunks
        var dirtyIDs = Set<Int>()
        var dirtyTexts = Set<String>()
        if let previous {
            self = previous.index
            let now = Set(chunks.lazy.map(\.id))
            let before = Set(previous.chunks.lazy.map(\.id))
            added = chunks.filter { !before.contains($0.id) }
            for chunk in previous.chunks where !now.contains(chunk.id) {
                for use in chunk.uses {
                    ids[use.id]?.remove(use.normalizedText, in: chunk.id)
                    texts[use.normalizedText]?.remove(use.id, in: chunk.id)
                    dirtyIDs.insert(use.id)
                    dirtyTexts.insert(use.normalizedText)
                }
            }
        }
        for chunk in added {
            for (index, use) in chunk.uses.enumerated() {
                ids[use.id, default: Group()].add(use.normalizedText, at: index, in: chunk.id)
                texts[use.normalizedText, default: Group()].add(use.id, at: index, in: chunk.id)
                dirtyIDs.insert(use.id)
                dirtyTexts.insert(use.normalizedText)
            }
        }
        guard !dirtyIDs.isEmpty || !dirtyTexts.isEmpty else { return }
        var order: ChunkOrder?
        for id in dirtyIDs {
            guard let group = ids[id], !group.uses.isEmpty else {
                ids[id] = nil
                idProblems[id] = nil
                continue
            }
            guard group.others.count > 1 else {
                idProblems[id] = nil
                continue
            }
            if order == nil { order = ChunkOrder(chunks) }
            idProblems[id] = Self.problems(ofID: id, group, order: order!)
        }
        for text in dirtyTexts {
            guard let group = texts[text], !group.uses.isEmpty else {
                texts[text] = nil
                textProblems[text] = nil
                continue
            }
            guard group.others.count > 1 else {
                textProblems[text] = nil
                continue
            }
            if order == nil { order = ChunkOrder(chunks) }
            textProblems[text] = Self.problems(ofText: text, group, order: order!)
        }
    }

    /// Every problem, in the order `checkIngredientUses` reports them (the
    /// uses in document order; for one use, LAM014 before LAM015), moved to
    /// where their chunks are: `starts` gives each chunk's start.
    func diagnostics(chunks: [Chunk], starts: [Int]) -> [Diagnostic] {
        guard !idProblems.isEmpty || !textProblems.isEmpty else { return [] }
        var position: [ObjectIdentifier: (index: Int, start: Int)] = [:]
        position.reserveCapacity(chunks.count)
        for (index, chunk) in chunks.enumerated() { position[chunk.id] = (index, starts[index]) }
        var placed: [(chunk: Int, use: Int, code: Int, diagnostic: Diagnostic)] = []
        func place(_ problems: some Sequence<Problem>, code: Int) {
            for problem in problems {
                guard let use = position[problem.use.chunk], let first = position[problem.firstChunk] else { continue }
                var diagnostic = problem.diagnostic.shifted(by: use.start)
                diagnostic.related = problem.diagnostic.related.map {
                    RelatedLocation(range: $0.range.shifted(by: first.start), message: $0.message)
                }
                placed.append((use.index, problem.use.index, code, diagnostic))
            }
        }
        place(idProblems.values.joined(), code: 0)
        place(textProblems.values.joined(), code: 1)
        placed.sort { ($0.chunk, $0.use, $0.code) < ($1.chunk, $1.use, $1.code) }
        return placed.map(\.diagnostic)
    }

    /// Where each chunk of a version is, for finding an id's first use.
    struct ChunkOrder {
        let index: [ObjectIdentifier: Int]
        let uses: [ObjectIdentifier: [IngredientUse]]

        init(_ chunks: [Chunk]) {
            var index: [ObjectIdentifier: Int] = [:]
            var uses: [ObjectIdentifier: [IngredientUse]] = [:]
            index.reserveCapacity(chunks.count)
            for (position, chunk) in chunks.enumerated() where !chunk.uses.isEmpty {
                index[chunk.id] = position
                uses[chunk.id] = chunk.uses
            }
            self.index = index
            self.uses = uses
        }

        /// A group's uses in document order, each with its chunk's uses.
        func inOrder(_ places: [ObjectIdentifier: [Int]]) -> [(chunk: ObjectIdentifier, index: Int, uses: [IngredientUse])] {
            places.keys.sorted { index[$0, default: 0] < index[$1, default: 0] }.flatMap { chunk in
                let uses = self.uses[chunk] ?? []
                return places[chunk, default: []].map { (chunk, $0, uses) }
            }
        }
    }

    /// LAM014 for every use of `id` whose text is not its first use's.
    static func problems(ofID id: Int, _ group: Group<String>, order: ChunkOrder) -> [Problem] {
        let uses = order.inOrder(group.uses)
        guard let (firstChunk, firstIndex, firstUses) = uses.first else { return [] }
        let first = firstUses[firstIndex]
        var problems: [Problem] = []
        for (chunk, index, chunkUses) in uses.dropFirst() where chunkUses[index].normalizedText != first.normalizedText {
            let use = chunkUses[index]
            problems.append(Problem(use: UseReference(chunk: chunk, index: index), firstChunk: firstChunk, diagnostic: Diagnostic(
                code: .ingredientIDOnDifferentTexts,
                message: "Ingredient \(use.id) already marks \"\(first.text)\", but here it marks \"\(use.text)\".",
                range: use.valueRange,
                related: [RelatedLocation(range: first.spanRange, message: "ingredient \(use.id) is \"\(first.text)\" here")])))
        }
        return problems
    }

    /// LAM015 for every use of `text` whose id is not its first use's.
    static func problems(ofText text: String, _ group: Group<Int>, order: ChunkOrder) -> [Problem] {
        let uses = order.inOrder(group.uses)
        guard let (firstChunk, firstIndex, firstUses) = uses.first else { return [] }
        let first = firstUses[firstIndex]
        var problems: [Problem] = []
        for (chunk, index, chunkUses) in uses.dropFirst() where chunkUses[index].id != first.id {
            let use = chunkUses[index]
            problems.append(Problem(use: UseReference(chunk: chunk, index: index), firstChunk: firstChunk, diagnostic: Diagnostic(
                code: .textWithSeveralIngredientIDs,
                message: "\"\(use.text)\" is already ingredient \(first.id), but here it is ingredient \(use.id).",
                range: use.valueRange,
                related: [RelatedLocation(range: first.spanRange, message: "\"\(first.text)\" is ingredient \(first.id) here")],
                fixes: [Fix(title: "Change to ingredient \(first.id)", edits: [SourceEdit(range: use.valueRange, replacement: String(first.id))],
                            isPreferred: true)])))
        }
        return problems
    }
}
