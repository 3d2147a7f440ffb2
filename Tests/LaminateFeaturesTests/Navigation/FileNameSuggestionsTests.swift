import LaminateAttributes
import LaminateFeatures
import Testing

/// "Did you mean" for file names (`FileNameSuggestions`) beyond the
/// fixtures of `link-diagnostics.txt`: folders of thousands of names alike,
/// and names that are bad input.
@Suite struct FileNameSuggestionsTests {
    /// `name` in a folder of `names`.
    func suggestion(_ name: String, among names: [String]) -> String? {
        var scratch = AnchorSuggestions.Scratch()
        return FileNameSuggestions(names).nearest(to: name, scratch: &scratch)
    }

    /// Ten thousand numbered files, indexed once: a typo finds its file; a
    /// name near none finds nothing.
    @Test func aFolderOfTenThousandNamesAlike() {
        let folder = FileNameSuggestions((0..<10_000).map { "chapter-\($0).md" })
        var scratch = AnchorSuggestions.Scratch()
        #expect(folder.nearest(to: "chapter-1234.markdown", scratch: &scratch) == "chapter-1234.md")
        #expect(folder.nearest(to: "chapetr-1234.md", scratch: &scratch) == "chapter-1234.md")
        #expect(folder.nearest(to: "Chapter-1234.MD", scratch: &scratch) == "chapter-1234.md")
        #expect(folder.nearest(to: "appendix.md", scratch: &scratch) == nil)
    }

    @Test(
        arguments: [
            // The name itself (a symbolic link that loops is listed) is never offered.
            ("loop.md", ["loop.md"], nil),
            ("loop.md", ["loop.md", "Loop.md"], "Loop.md"),
            // Hidden files and names without a stem.
            ("gitignore", [".gitignore"], ".gitignore"),
            (".gitignor", [".gitignore"], ".gitignore"),
            // Emoji, CJK and combining marks are compared scalar by scalar.
            ("レシピ.md", ["レシピ集.md", "notes.md"], "レシピ集.md"),
            // Another Unicode spelling of the same name is offered (a file system compares bytes).
            ("cafe\u{301}-menu.md", ["caf\u{E9}-menu.md"], "caf\u{E9}-menu.md"),
            ("caf\u{E9}-menu.md", ["caf\u{E9}-menu.md"], nil),
            ("😀-notes.md", ["😀-note.md"], "😀-note.md"),
            // Too long to be a typo: no search, no hang.
            (String(repeating: "a", count: 100_000) + ".md", ["a.md"], nil),
            ("", ["a.md"], nil),
        ] as [(String, [String], String?)])
    func badInput(_ name: String, _ names: [String], _ expected: String?) {
        // Scalar for scalar: `==` would take two spellings of `é` as one.
        #expect(suggestion(name, among: names).map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    }
}

/// Typos among thousands of numbered names (`chapter-1.md` …): the
/// folder a book or a generated site has.
@Suite struct FileNameTyposAmongAlikeNames {
    /// Every one-edit typo (a scalar dropped, added, changed, or two
    /// neighbours swapped) of a sample of the names that is not itself a
    /// name: each gets the nearest name, the first in name order of
    /// equally near ones, as measuring every name finds it (on a sample
    /// of the typos; on all of them, a name one edit away no later in name
    /// order than the one typed wrong).
    @Test(arguments: [10_000, 20_000])
    func everyOneEditTypoGetsItsName(_ count: Int) {
        let names = (1...count).map { "chapter-\($0).md" }
        let sorted = names.sorted()
        let existing = Set(names)
        let folder = FileNameSuggestions(names)
        var scratch = AnchorSuggestions.Scratch()
        var typed = 0
        var missed: [String] = []
        for number in stride(from: 7, through: count, by: count / 8) {
            let name = "chapter-\(number).md"
            for typo in Self.oneEditTypos(of: name, alphabet: "cer019-.") where !existing.contains(typo) {
                typed += 1
                guard let found = folder.nearest(to: typo, scratch: &scratch) else {
                    missed.append(typo)
                    continue
                }
                let apart = Suggestions.editDistance(Array(typo.unicodeScalars), Array(found.unicodeScalars), limit: 2)
                #expect(apart == 1 && found <= name, "\(typo): \(found)")
                if typed % 50 == 0 {
                    let everyName = Suggestions.nearest(to: typo, in: sorted, maximumDistance: FileNameSuggestions.distance(of: typo))
                    #expect(found == everyName, "\(typo)")
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.count) of \(typed) typos got no name: \(missed.prefix(20))")
    }

    /// Every word one edit from `word` with scalars from `alphabet`.
    static func oneEditTypos(of word: String, alphabet: String) -> [String] {
        let scalars = Array(word.unicodeScalars)
        var typos: [[Unicode.Scalar]] = []
        for at in scalars.indices {
            var dropped = scalars
            dropped.remove(at: at)
            typos.append(dropped)
            if at + 1 < scalars.count, scalars[at] != scalars[at + 1] {
                var swapped = scalars
                swapped.swapAt(at, at + 1)
                typos.append(swapped)
            }
        }
        for letter in alphabet.unicodeScalars {
            for at in 0...scalars.count {
                var added = scalars
                added.insert(letter, at: at)
                typos.append(added)
            }
            for at in scalars.indices where scalars[at] != letter {
                var changed = scalars
                changed[at] = letter
                typos.append(changed)
            }
        }
        return Set(
            typos.map { typo in
                var word = ""
                word.unicodeScalars.append(contentsOf: typo)
                return word
            }
        ).sorted()
    }
}
