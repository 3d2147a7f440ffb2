import LaminateAttributes
import LaminateDialect

extension NavigationRename {
    /// Every id of ingredient `id` written anew as `newName`, a positive
    /// whole number that no other ingredient text carries.
    static func ingredientEdits(
        renumbering id: Int, to newName: String,
        in workspace: WorkspaceFiles
    ) throws(RenameRefusal) -> [String: [SourceEdit]] {
        let trimmed = newName.trimmingSpaces
        guard let newID = Int(trimmed), newID > 0, trimmed.allSatisfy(\.isASCII), !trimmed.hasPrefix("+") else {
            throw RenameRefusal(.invalidName, "An ingredient id must be a positive whole number, but '\(newName)' is not.")
        }
        let paths = workspace.sortedPaths
        // The texts the id marks now (compared as the validator compares them): the new id may already mark one of them.
        var texts = Set<String>()
        for path in paths {
            for entry in workspace[path]!.ingredients where entry.id == id {
                texts.insert(IngredientTextComparison.normalized(entry.text))
            }
        }
        guard newID != id else { return [:] }
        for path in paths {
            for entry in workspace[path]!.ingredients
            where entry.id == newID
                && !texts.contains(IngredientTextComparison.normalized(entry.text))
            {
                throw RenameRefusal(
                    .conflict,
                    "Ingredient \(newID) already marks \"\(entry.text)\" (in \(displayName(of: path))); "
                        + "choose an id no other ingredient has.")
            }
        }
        var edits: [String: [SourceEdit]] = [:]
        for path in paths {
            // A `^[label]:` line sets the id of every span that uses it: written once.
            var written = Set<ByteRange>()
            for entry in workspace[path]!.ingredients where entry.id == id && written.insert(entry.valueRange).inserted {
                edits[path, default: []].append(SourceEdit(range: entry.valueRange, replacement: String(newID)))
            }
        }
        return edits
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
