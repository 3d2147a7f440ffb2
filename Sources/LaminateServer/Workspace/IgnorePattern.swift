/// One line of a `.gitignore` (or `.laminateignore`) file, as git reads it
/// (gitignore(5)), for the parts the workspace index supports:
///
/// - blank lines and lines starting with `#` are skipped (`\#` is a `#`);
///   trailing spaces are dropped unless escaped with `\`;
/// - `!` negates (`\!` is a `!`): a path it matches is included again
///   (not inside a folder that is excluded: that folder is never entered);
/// - a trailing `/` matches folders only;
/// - a pattern with a `/` at its start or in its middle is anchored to the
///   folder of its file; otherwise it matches a name at any depth below it;
/// - `*` matches anything but `/`, `?` one character but `/`, `[abc]`,
///   `[a-z]`, `[!a]` one of a set; `**` as a whole component matches any
///   number of folders (`**/x`, `a/**/b`), and a trailing `/**` everything inside.
struct IgnorePattern: Sendable, Hashable {
    /// The components, `/` split, with escapes kept for the glob.
    var components: [String]
    var isNegated: Bool
    var matchesFoldersOnly: Bool
    var isAnchored: Bool

    /// Nil for a blank line or a comment.
    init?(line: Substring) {
        var text = Substring(Self.trimmingTrailingSpaces(line))
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        isNegated = text.hasPrefix("!")
        if isNegated { text = text.dropFirst() }
        if text.hasPrefix("\\#") || text.hasPrefix("\\!") { text = text.dropFirst() }
        matchesFoldersOnly = text.hasSuffix("/")
        if matchesFoldersOnly { text = text.dropLast() }
        isAnchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        components = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return nil }
    }

    /// Whether the pattern matches `relative` (the path's components below
    /// the pattern's folder).
    func matches(_ relative: [Substring], isFolder: Bool) -> Bool {
        guard !relative.isEmpty, isFolder || !matchesFoldersOnly else { return false }
        if !isAnchored {
            return Glob.matches(components[0], relative[relative.count - 1])
        }
        return Self.matches(components[...], relative[...])
    }

    private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // A trailing `/**` is what is inside, not the folder itself.
            if rest.isEmpty { return !path.isEmpty }
            var remaining = path
            while true {
                if matches(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, Glob.matches(first, component) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    private static func trimmingTrailingSpaces(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex {
            let before = line.index(before: end)
            guard line[before] == " " else { break }
            // `\ ` keeps its space.
            if before > line.startIndex, line[line.index(before: before)] == "\\" { break }
            end = before
        }
        var trimmed = line[..<end]
        if trimmed.hasSuffix("\r") { trimmed = trimmed.dropLast() }
        return trimmed
    }
}

/// Shell-style matching of one path component: `*`, `?`, `[…]`, `\x`.
enum Glob {
    static func matches(_ pattern: String, _ name: Substring) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let name = Array(name.unicodeScalars)
        var p = 0
        var n = 0
        // The last `*` seen and where in the name it was tried from, to go back to.
        var star: (p: Int, n: Int)?
        while n < name.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p, n)
                    p += 1
                    continue
                case "?":
                    p += 1
                    n += 1
                    continue
                case "[":
                    if let (matched, next) = set(pattern, at: p, name[n]) {
                        if matched {
                            p = next
                            n += 1
                            continue
                        }
                    } else if name[n] == "[" {
                        // An unclosed `[` is itself.
                        p += 1
                        n += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.count:
                    if pattern[p + 1] == name[n] {
                        p += 2
                        n += 1
                        continue
                    }
                default:
                    if pattern[p] == name[n] {
                        p += 1
                        n += 1
                        continue
                    }
                }
            }
            guard let last = star else { return false }
            star = (last.p, last.n + 1)
            p = last.p + 1
            n = last.n + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether `character` is in the set opening at `start`, and the index
    /// after it; nil when the `[` is not closed.
    private static func set(_ pattern: [Unicode.Scalar], at start: Int, _ character: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
        if negated { index += 1 }
        var matched = false
        var first = true
        while index < pattern.count {
            let scalar = pattern[index]
            if scalar == "]", !first { return (matched != negated, index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if pattern[index] <= character, character <= pattern[index + 2] { matched = true }
                index += 3
            } else {
                if scalar == character { matched = true }
                index += 1
            }
        }
        return nil
    }
}
