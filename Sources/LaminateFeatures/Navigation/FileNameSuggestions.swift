/// "Did you mean" for a link to a file that does not exist (LAM025): the
/// entry of the link's folder (a file or a folder) whose name is nearest
/// to the name the link wrote, found with `AnchorSuggestions` (never a
/// comparison with every entry: a name one edit from an entry's is looked
/// up in its one-edit neighbourhood, however many entries are alike;
/// further ones cost what the entries near them in length and letters
/// cost, and a name near none gets no suggestion rather than a slow search).
///
/// In order, the first that answers:
/// 0. the same name in another Unicode spelling (`é` as one scalar or as
///    `e` and a combining accent: a file system compares bytes);
/// 1. the name nearest to the whole name, within `distance(of:)` edits,
///    case ignored (`Readme.md` → `README.md`, `gide.md` → `guide.md`);
/// 2. a name with the same stem, case ignored, and another extension or
///    none (`guide` or `guide.markdown` → `guide.md`; `photo.jpg` →
///    `photo.png`), a Markdown file first when the link names one or has
///    no extension;
/// 3. the name whose stem is nearest to the stem, within the same edits
///    (`gide` → `guide.md`).
///
/// Of equally near names the first in name order wins. The name itself
/// (scalar for scalar) is never suggested (a symbolic link that loops is
/// listed but leads nowhere).
public final class FileNameSuggestions: Sendable {
    /// The folder's entry names, sorted.
    let names: [String]
    let byName: AnchorSuggestions
    /// The stems, one a name, in the order of `names`.
    let byStem: AnchorSuggestions
    /// Each lower-cased stem's names, by index into `names`, in order.
    let namesByStem: [String: [Int]]
    /// The names by themselves, canonically equivalent ones together (a
    /// `String` key compares so).
    let namesBySpelling: [String: [Int]]

    /// The names by their bytes (a file system compares names so).
    let exactNames: Set<[UInt8]>
    /// Those of the entries that are folders, not symbolic links (which
    /// can loop or lead out of the workspace), with their own index: a
    /// misspelt folder in a path is looked for among them
    /// (`PathSuggestions`). Nil when there are none.
    let folders: FileNameSuggestions?

    /// The extensions of Markdown files, as the workspace index knows them.
    static let markdownExtensions: Set<String> = ["md", "markdown", "amd"]

    /// A folder's entry `names`, of which `folders` are folders.
    public init(_ names: some Sequence<String>, folders: [String] = []) {
        let names = names.sorted()
        self.names = names
        exactNames = Set(names.map { Array($0.utf8) })
        self.folders = folders.isEmpty ? nil : FileNameSuggestions(folders)
        byName = AnchorSuggestions(names)
        let stems = names.map { String(Self.stem(of: $0)) }
        byStem = AnchorSuggestions(stems)
        var namesByStem: [String: [Int]] = [:]
        for (index, stem) in stems.enumerated() { namesByStem[stem.lowercased(), default: []].append(index) }
        self.namesByStem = namesByStem
        var namesBySpelling: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { namesBySpelling[name, default: []].append(index) }
        self.namesBySpelling = namesBySpelling
    }

    public var isEmpty: Bool { names.isEmpty }

    /// Whether an entry has this name, byte for byte.
    public func contains(exactly name: String) -> Bool { exactNames.contains(Array(name.utf8)) }

    /// Whether the entry of this name (byte for byte) is a folder, not a symbolic link.
    public func isFolder(_ name: String) -> Bool { folders?.contains(exactly: name) ?? false }

    /// The folder to suggest for `name`, which no entry has, or nil: as
    /// `nearest(to:scratch:)` does, among the folders alone.
    public func nearestFolder(to name: String, scratch: inout AnchorSuggestions.Scratch) -> String? {
        folders?.nearest(to: name, scratch: &scratch)
    }

    /// The name to suggest for `name`, which no entry has, or nil.
    public func nearest(to name: String, scratch: inout AnchorSuggestions.Scratch) -> String? {
        guard !name.isEmpty, !names.isEmpty else { return nil }
        let isOther = { (candidate: String) in !candidate.unicodeScalars.elementsEqual(name.unicodeScalars) }
        if let respelt = namesBySpelling[name]?.lazy.map({ self.names[$0] }).first(where: isOther) { return respelt }
        let stem = Self.stem(of: name)
        let limit = Self.distance(of: name)
        if let found = byName.nearest(to: name, maximumDistance: limit, scratch: &scratch) { return found }
        let preferMarkdown = stem.count == name.count || Self.isMarkdown(name)
        if let same = namesByStem[stem.lowercased()]?.lazy.map({ self.names[$0] }).filter(isOther) {
            if let markdown = same.first(where: { Self.isMarkdown($0) == preferMarkdown }) { return markdown }
            if let other = same.first { return other }
        }
        guard let found = byStem.nearestWithDistance(to: String(stem), maximumDistance: limit, scratch: &scratch) else { return nil }
        // The stem's first name that is not the link's own.
        return namesByStem[found.anchor.lowercased()]?.lazy.map { self.names[$0] }.first(where: isOther)
    }

    /// How many edits a name may be from an entry's to be suggested: a
    /// third of its stem's length, at most 8 (a file name is a word or
    /// two, and a folder holds many names near each other: `notes.md` is
    /// not a typo of `todos.md`). A stem of one or two letters gets only
    /// case and extension differences.
    public static func distance(of name: String) -> Int { min(8, stem(of: name).count / 3) }

    /// The name without its last extension (`guide` of `guide.md`; a name
    /// starting with its only dot, `.gitignore`, is all stem).
    static func stem(of name: String) -> Substring {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return Substring(name) }
        return name[..<dot]
    }

    static func isMarkdown(_ name: String) -> Bool {
        let stem = stem(of: name)
        guard stem.count < name.count else { return false }
        return markdownExtensions.contains(name[name.index(after: stem.endIndex)...].lowercased())
    }
}
