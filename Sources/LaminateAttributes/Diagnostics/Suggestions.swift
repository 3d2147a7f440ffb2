/// "Did you mean …?" suggestions by edit distance.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// at most a third of the word's length (and at least 1, at most 3) edits,
    /// comparing case-insensitively so `Green` suggests `green`.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        return nearest(to: word, in: candidates, maximumDistance: min(3, max(1, word.count / 3)))
    }

    /// The candidate closest to `word` within `maximumDistance` edits
    /// (case ignored; the earliest of equally close ones), for callers with
    /// their own idea of a likely typo (a heading anchor is longer than a key).
    public static func nearest(to word: String, in candidates: [String], maximumDistance limit: Int) -> String? {
        guard !word.isEmpty, word.count <= 256 else { return nil }
        var best: (candidate: String, distance: Int)?
        let lowered = Array(word.lowercased().unicodeScalars)
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent
    /// transpositions), giving up early past `limit`.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
