import LaminateFeatures
import LaminateProtocol

extension LanguageServer {
    /// `workspace/didRenameFiles`: the renamed Markdown files (a folder's,
    /// every indexed one under it) leave the index under their old paths
    /// and are read under their new ones, as if the watcher had seen them
    /// deleted and created.
    func noticeRenamedFiles(_ params: JSONValue?) {
        guard let renames = try? JSONValue.decode(RenameFilesParams.self, from: params) else {
            logger.warning("\(DidRenameFilesNotification.method): params are not a list of renamed files, ignored")
            return
        }
        var moves: [FileMoves.Move] = []
        for rename in renames.files {
            guard let from = FileURI.path(of: rename.oldUri).map(LinkPath.normalized),
                let to = FileURI.path(of: rename.newUri).map(LinkPath.normalized)
            else { continue }
            moves.append(FileMoves.Move(from: from, to: to))
        }
        let fileMoves = FileMoves(moves)
        var changes: [DidChangeWatchedFilesNotification.FileEvent] = []
        for path in state.workspaceIndex.summaries.keys.sorted() {
            guard let newPath = fileMoves.destination(of: path) else { continue }
            changes.append(.init(uri: FileURI.uri(ofPath: path), type: 3))
            changes.append(.init(uri: FileURI.uri(ofPath: newPath), type: 1))
        }
        // A renamed file the index did not hold (it was only open, say).
        for move in moves where WorkspaceScan.isMarkdown(move.to) && !changes.contains(where: { $0.uri == FileURI.uri(ofPath: move.to) }) {
            changes.append(.init(uri: FileURI.uri(ofPath: move.to), type: 1))
        }
        guard let asWatched = try? JSONValue(encoding: DidChangeWatchedFilesNotification.Params(changes: changes)) else { return }
        // Both folders' listings are out of date, whatever was renamed.
        noticeWatchedFiles(asWatched, renamed: moves.flatMap { [$0.from, $0.to] })
    }
}
