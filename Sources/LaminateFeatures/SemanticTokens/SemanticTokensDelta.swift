/// One edit of a semantic token array: replace `deleteCount` integers at
/// `start` with `data`.
public struct SemanticTokensEdit: Hashable, Sendable {
    public var start: Int
    public var deleteCount: Int
    public var data: [UInt32]

    public init(start: Int, deleteCount: Int, data: [UInt32]) {
        self.start = start
        self.deleteCount = deleteCount
        self.data = data
    }
}

/// The edits from one encoded token array to the next, for `full/delta`.
///
/// One edit covering everything between the common prefix and the common
/// suffix of the two arrays: an edit in one paragraph changes the tokens of
/// that paragraph, and the line delta of the first token after it, so the
/// edit stays small. Linear in the arrays' length.
public enum SemanticTokensDelta {
    public static func edits(from old: [UInt32], to new: [UInt32]) -> [SemanticTokensEdit] {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return [] }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return [
            SemanticTokensEdit(
                start: prefix, deleteCount: old.count - prefix - suffix, data: Array(new[prefix..<(new.count - suffix)]))
        ]
    }
}
