/// Files and folders about to be renamed (`workspace/willRenameFiles`):
/// each old path with its new one. A folder's move moves every path under
/// it, so a move answers for files it was never told of by name.
public struct FileMoves: Sendable, Hashable {
    public struct Move: Sendable, Hashable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public var moves: [Move]

    public init(_ moves: [Move]) { self.moves = moves }

    /// Where `path` will be once the moves are done: a moved file's new
    /// path, or, under a moved folder, the same path under its new name (the
    /// innermost move wins); nil when it stays where it is.
    public func destination(of path: String) -> String? {
        var best: Move?
        for move in moves where path == move.from || path.hasPrefix(move.from.hasSuffix("/") ? move.from : move.from + "/") {
            if best == nil || move.from.count > best!.from.count { best = move }
        }
        guard let best else { return nil }
        let from = best.from.hasSuffix("/") ? String(best.from.dropLast()) : best.from
        let to = best.to.hasSuffix("/") ? String(best.to.dropLast()) : best.to
        return to + path.dropFirst(from.count)
    }
}
