/// "Did you mean" for a link to a file that does not exist (LAM025), when
/// a folder in its path may be misspelt too: `gone/guide.md`, where no
/// folder `gone` exists but `guides/guide.md` does.
///
/// When the file's folder exists, its entries answer, as they always
/// did (`FileNameSuggestions`). When it does not, the path is walked down
/// from the workspace folder holding it, one name at a time: a name that
/// is an entry of its folder is followed; a folder name that is not is
/// replaced by the nearest folder of its parent (by the same rules as a
/// file name, among real folders only: a symbolic link is never
/// followed, as it can loop or lead out of the workspace); the last name
/// is kept if the folder reached has it, else replaced by its nearest
/// entry. The walk gives up, with no suggestion, where a folder cannot
/// be listed, a name is an entry that is not a folder, no folder is near
/// enough, or the path is more than `maximumDepth` names deep: one
/// listing and one look-up a name, never a search of the tree. It never
/// starts above the workspace folder (a path that climbs out of it is
/// not checked at all), and a document in no workspace folder gets only
/// the file-name suggestion.
///
/// `listing(folder)` gives a folder's entries, nil when it was not
/// listed or cannot be: the caller lists folders on the disk
/// (`LinkTargetLookup`, walking with the same function), the pure check
/// reads what the caller listed (`LinkTargets.folders`), and both walk
/// alike.
public enum PathSuggestions {
    /// The most names below the workspace folder a walk looks at.
    public static let maximumDepth = 32

    /// The existing path to suggest for `missing` (absolute, normalized),
    /// which does not exist, or nil.
    public static func nearest(
        to missing: String, roots: [String], scratch: inout AnchorSuggestions.Scratch,
        listing: (String) -> FileNameSuggestions?
    ) -> String? {
        let (own, name) = LinkPath.folderAndName(of: missing)
        guard let folder = folder(for: missing, roots: roots, scratch: &scratch, listing: listing), let entries = listing(folder) else {
            return nil
        }
        if folder != own, entries.contains(exactly: name) { return join(folder, name) }
        return entries.nearest(to: name, scratch: &scratch).map { join(folder, $0) }
    }

    /// The folder whose entries answer for `missing`'s last name: its own
    /// when it can be listed, else the one the walk from the workspace
    /// folder reaches (nil: it gave up). What the caller lists, walking
    /// as the check will, without the last name's search.
    public static func folder(
        for missing: String, roots: [String], scratch: inout AnchorSuggestions.Scratch,
        listing: (String) -> FileNameSuggestions?
    ) -> String? {
        let (own, name) = LinkPath.folderAndName(of: missing)
        guard !name.isEmpty else { return nil }
        if listing(own) != nil { return own }
        guard let found = WorkspaceFiles(roots: roots).root(of: missing) else { return nil }
        let root = found.count > 1 && found.hasSuffix("/") ? String(found.dropLast()) : found
        let names = missing.dropFirst(root.count).split(separator: "/").map(String.init)
        guard names.count >= 2, names.count <= maximumDepth else { return nil }
        var current = root
        for name in names.dropLast() {
            guard let entries = listing(current) else { return nil }
            if entries.contains(exactly: name) {
                guard entries.isFolder(name) else { return nil }
                current = join(current, name)
            } else {
                guard let near = entries.nearestFolder(to: name, scratch: &scratch) else { return nil }
                current = join(current, near)
            }
        }
        return current
    }

    /// What a link that writes `target` (its path, decoded) to reach
    /// `missing` should write to reach `suggested` instead (a path the
    /// same number of names deep, from `nearest`): the names that differ
    /// replaced where the link writes them, the rest as written. Nil when
    /// they are not all written as names at the end of the path (`./` or
    /// `..` between them); the caller then says the path from the
    /// document's folder.
    public static func rewritten(_ target: String, missing: String, suggested: String) -> String? {
        var written = target.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if written.count > 1, written.last == "" { written.removeLast() }
        let old = missing.split(separator: "/").map(String.init)
        let new = suggested.split(separator: "/").map(String.init)
        guard old.count == new.count else { return nil }
        var (place, index) = (written.count - 1, old.count - 1)
        var differing = Set(old.indices.filter { old[$0] != new[$0] })
        while place >= 0, index >= 0, !["", ".", ".."].contains(written[place]), written[place] == old[index] {
            if differing.remove(index) != nil { written[place] = new[index] }
            place -= 1
            index -= 1
        }
        return differing.isEmpty ? written.joined(separator: "/") : nil
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
