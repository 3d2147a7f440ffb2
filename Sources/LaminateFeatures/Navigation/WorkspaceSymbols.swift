import LaminateDialect

/// One symbol of the workspace (`workspace/symbol`).
public struct WorkspaceSymbolItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case heading(level: Int)
        case ingredient(id: Int)
        case linkDefinition
        case attributeDefinition
    }

    /// As a picker shows it: the heading's text, the ingredient's text with
    /// its id, `[label]` or `^[label]`.
    public var name: String
    public var kind: Kind
    public var path: String
    /// What the picker selects: the heading's text, the span's text, the label.
    public var range: ByteRange
    public var score: Int
}

/// `workspace/symbol`: the headings, ingredients (one per id and file, found
/// by their text or their id) and reference definitions of every file,
/// fuzzy-matched on the query (`FuzzyMatch`), best first, at most `limit`.
///
/// One pass over the summaries, keeping only the best `limit` matches so
/// far: a workspace of 10,000 files is searched without sorting all its
/// symbols, and without a copy of any name that is not kept.
public enum WorkspaceSymbols {
    /// Enough to find anything by typing a little more; clients show a
    /// list, not a report. (rust-analyzer returns 128 by default.)
    public static let defaultLimit = 256

    public static func search(
        _ query: String, in workspace: WorkspaceFiles,
        limit: Int = defaultLimit
    ) -> [WorkspaceSymbolItem] {
        let match = FuzzyMatch(query)
        let digits = query.trimmingSpaces
        let isIDQuery = !digits.isEmpty && digits.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        var best = BestMatches(limit: limit)
        // The ids listed for the file at hand: a file has a few, so a list beats a set made per file.
        var listedIDs: [Int] = []
        if match.isEmpty {
            // Every symbol ties: the first `limit` by path then position, without weighing each against the kept ones.
            for path in workspace.sortedPaths where best.sorted.count < limit {
                var inFile: [Candidate] = []
                matches(in: workspace[path]!, path: path, match: match, idPrefix: nil, listedIDs: &listedIDs) { inFile.append($0) }
                for candidate in inFile.sorted(by: { $0.start < $1.start }) { best.consider(candidate) }
            }
        } else {
            for (path, summary) in workspace.summaries {
                matches(in: summary, path: path, match: match, idPrefix: isIDQuery ? digits : nil, listedIDs: &listedIDs) {
                    best.consider($0)
                }
            }
        }
        return best.sorted.compactMap { item(for: $0, in: workspace) }
    }

    /// Every entry of one file that matches, in no particular order; an
    /// ingredient whose id starts with `idPrefix` matches first of all.
    private static func matches(
        in summary: FileSummary, path: String, match: FuzzyMatch, idPrefix: String?,
        listedIDs: inout [Int], _ body: (Candidate) -> Void
    ) {
        for (index, heading) in summary.headings.enumerated() where heading.textRange != heading.range {
            guard let score = match.score(heading.text) else { continue }
            body(Candidate(score: score, path: path, start: heading.textRange.start, entry: .heading(index)))
        }
        listedIDs.removeAll(keepingCapacity: true)
        for (index, ingredient) in summary.ingredients.enumerated() where !listedIDs.contains(ingredient.id) {
            listedIDs.append(ingredient.id)
            let byID = idPrefix.flatMap { String(ingredient.id).hasPrefix($0) ? idMatchScore : nil }
            guard let score = byID ?? match.score(ingredient.text) else { continue }
            body(Candidate(score: score, path: path, start: ingredient.textRange.start, entry: .ingredient(index)))
        }
        for (index, definition) in summary.labelDefinitions.enumerated() {
            guard let score = match.score(definition.label) else { continue }
            body(Candidate(score: score, path: path, start: definition.labelRange.start, entry: .definition(index)))
        }
    }

    /// An id typed is what is meant: above any fuzzy match of a text.
    static let idMatchScore = 1 << 20

    private static func item(for candidate: Candidate, in workspace: WorkspaceFiles) -> WorkspaceSymbolItem? {
        guard let summary = workspace[candidate.path] else { return nil }
        switch candidate.entry {
        case .heading(let index):
            let heading = summary.headings[index]
            return WorkspaceSymbolItem(
                name: heading.text, kind: .heading(level: heading.level), path: candidate.path,
                range: heading.textRange, score: candidate.score)
        case .ingredient(let index):
            let ingredient = summary.ingredients[index]
            return WorkspaceSymbolItem(
                name: "\(ingredient.text) (ingredient \(ingredient.id))", kind: .ingredient(id: ingredient.id),
                path: candidate.path, range: ingredient.textRange, score: candidate.score)
        case .definition(let index):
            let definition = summary.labelDefinitions[index]
            let isLink = definition.kind == .link
            return WorkspaceSymbolItem(
                name: (isLink ? "[" : "^[") + definition.label + "]",
                kind: isLink ? .linkDefinition : .attributeDefinition, path: candidate.path,
                range: definition.labelRange, score: candidate.score)
        }
    }

    /// A match, by where its entry is in its file's summary: the item (and
    /// its name) is made only for the matches that are kept.
    struct Candidate {
        enum Entry {
            case heading(Int)
            case ingredient(Int)
            case definition(Int)
        }

        var score: Int
        var path: String
        var start: Int
        var entry: Entry

        /// Best first; of equal scores, by path then position, so the answer
        /// does not depend on the order files are visited in.
        func ranksBefore(_ other: Candidate) -> Bool {
            if score != other.score { return score > other.score }
            if path != other.path { return path < other.path }
            return start < other.start
        }
    }

    /// The best `limit` candidates so far, best first.
    struct BestMatches {
        let limit: Int
        private(set) var sorted: [Candidate] = []

        init(limit: Int) { self.limit = max(0, limit) }

        mutating func consider(_ candidate: Candidate) {
            if sorted.count == limit, let last = sorted.last, !candidate.ranksBefore(last) { return }
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].ranksBefore(candidate) { low = middle + 1 } else { high = middle }
            }
            guard low < limit else { return }
            sorted.insert(candidate, at: low)
            if sorted.count > limit { sorted.removeLast() }
        }
    }
}
