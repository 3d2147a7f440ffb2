import LaminateAttributes
import LaminateDialect

extension NavigationRename {
    /// `label`'s definitions in `file` and every use of it written anew as
    /// `newName`, a label no other definition of the file has.
    static func labelEdits(
        renaming label: String, in file: String, to newName: String,
        in workspace: WorkspaceFiles
    ) throws(RenameRefusal) -> [String: [SourceEdit]] {
        guard let summary = workspace[file] else { return [:] }
        let newLabel = try normalizedLabel(newName)
        if newLabel != label, summary.labelDefinitions.contains(where: { $0.label == newLabel }) {
            throw RenameRefusal(
                .conflict,
                "The label '\(newName)' is defined already in \(displayName(of: file)); "
                    + "choose a label no other definition has.")
        }
        var edits: [SourceEdit] = []
        for definition in summary.labelDefinitions where definition.label == label {
            edits.append(SourceEdit(range: definition.labelRange, replacement: newName))
        }
        for use in summary.labelUses where use.label == label {
            guard use.isLinkText else {
                edits.append(SourceEdit(range: use.labelRange, replacement: newName))
                continue
            }
            // The text of `[label][]` and `[label]` is their label. When the new label still matches it (a
            // change of case or spacing), it is left as it reads; otherwise the new label is written after it,
            // which makes a full reference `[label][new]` with the same text. `[label][]` ends `][]` after its
            // label, `[label]` with its `]` (CommonMark allows nothing between the brackets).
            guard newLabel != label else { continue }
            if use.range.end - use.labelRange.end >= 3 {
                edits.append(SourceEdit(range: ByteRange(use.range.end - 1, use.range.end - 1), replacement: newName))
            } else {
                edits.append(SourceEdit(range: ByteRange(use.range.end, use.range.end), replacement: "[" + newName + "]"))
            }
        }
        return [file: edits]
    }

    /// The label `name` is, normalized as uses are matched, read by the
    /// parser itself: a definition line made of it must be one.
    static func normalizedLabel(_ name: String) throws(RenameRefusal) -> String {
        let line = Array(("[" + name + "]: x\n").utf8)
        let tree = MarkdownParser.parse(line)
        let defined = tree.children(of: tree.root).first(where: { _ in true }).flatMap { id -> String? in
            guard case .linkReferenceDefinition(let info) = tree[id].kind, tree[id].range.end >= line.count - 1 else { return nil }
            return info.normalizedLabel
        }
        guard !name.contains(where: \.isNewline), let defined else {
            throw RenameRefusal(
                .invalidName,
                "'\(name)' cannot be a label: a label needs a character that is not a space, "
                    + "no unescaped brackets, at most 999 characters and one line.")
        }
        return defined
    }
}
