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
