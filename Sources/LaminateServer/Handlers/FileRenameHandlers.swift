import LaminateAttributes
import LaminateFeatures
import LaminateProtocol

/// `workspace/willRenameFiles`: links follow renamed Markdown files and
/// folders (see `LinkRewrites`). The answer is the edit the client applies
/// before it renames: every link to a moved file, from any file, and every
/// relative link inside a moved file. Files that are not open are read from
/// disk again first, so the edits fit them as they are now.
///
/// A rename that cannot be followed — to a place outside the workspace
/// folders, of a file that is not Markdown (nor a folder holding Markdown
/// files), of something that is not a `file:` URI — is left out with a
/// warning in the log; when nothing of the request can be followed, the
/// answer is `RequestFailed` saying why (the client renames anyway; no link
/// is changed).
///
/// `workspace/didRenameFiles` is handled by the dispatcher, which moves the
/// renamed files in the workspace index (`noticeRenamedFiles`).
enum FileRenameHandlers {
    static func willRename(_ params: RenameFilesParams, _ context: RequestContext) async throws(ResponseError) -> WorkspaceEdit? {
        var view = await context.navigationView()
        var moves: [FileMoves.Move] = []
        var refusals: [String] = []
        for rename in params.files {
            switch followable(rename, in: view.files, fileSystem: context.fileSystem) {
            case .success(let move):
                moves.append(move)
                context.loadIfMissing(move.from, into: &view)
            case .failure(let refusal):
                context.logger.warning("willRenameFiles: \(refusal.message)")
                refusals.append(refusal.message)
            }
        }
        guard !moves.isEmpty else {
            if refusals.isEmpty { return nil }
            throw .requestFailed(refusals.joined(separator: " "))
        }
        let fileMoves = FileMoves(moves)
        let texts = context.rereadFiles(LinkRewrites.pathsToEdit(for: fileMoves, in: view.files), into: &view)
        try context.checkCancellation()
        let edits = LinkRewrites.edits(for: fileMoves, in: view.files) { file in
            view.openDocuments[file]?.text ?? texts[file]
        }
        guard !edits.isEmpty else { return nil }
        return view.workspaceEdit(edits, documentChanges: context.state.clientCapabilities.workspace?.workspaceEdit?.documentChanges == true)
    }

    /// A rename as a move of paths, or why links cannot follow it.
    static func followable(
        _ rename: FileRename, in files: WorkspaceFiles,
        fileSystem: any FileSystem
    ) -> Result<FileMoves.Move, RenameRefusal> {
        // `..` resolved, so that `folder/../elsewhere` is seen to be outside `folder`.
        guard let from = FileURI.path(of: rename.oldUri).map(LinkPath.normalized),
            let to = FileURI.path(of: rename.newUri).map(LinkPath.normalized)
        else {
            return .failure(
                RenameRefusal(
                    .nothingToRename, "\(rename.oldUri) → \(rename.newUri) is not a rename of files on disk (file: URIs); no link is changed."))
        }
        let name = from.split(separator: "/").last.map(String.init) ?? from
        if !files.roots.isEmpty, files.root(of: to) == nil {
            return .failure(RenameRefusal(.nothingToRename, "\(to) is outside the workspace folders, so links to \(name) are left as they are."))
        }
        let folder = from.hasSuffix("/") ? from : from + "/"
        let isFolder = fileSystem.entries(ofDirectory: from) != nil || files.summaries.keys.contains { $0.hasPrefix(folder) }
        guard isFolder || WorkspaceScan.isMarkdown(from) else {
            return .failure(
                RenameRefusal(
                    .nothingToRename,
                    "\(name) is not a Markdown file (.md, .markdown, .amd) or a folder: links follow only renamed Markdown files and folders."))
        }
        if isFolder, to.hasPrefix(folder) {
            return .failure(RenameRefusal(.nothingToRename, "\(name) cannot move into itself (\(to)); no link is changed."))
        }
        return .success(FileMoves.Move(from: from, to: to))
    }

    /// The file operations the server wants to hear of. Advertised to every
    /// client: Neovim declares no file operations itself, but the plugins
    /// that rename files for it (and `laminate.rename`) look for these.
    static func advertise(in capabilities: inout ServerCapabilities) {
        let extensions = WorkspaceScan.markdownExtensions.sorted().joined(separator: ",")
        let filters = [
            FileOperationFilter(scheme: "file", pattern: .init(glob: "**/*.{\(extensions)}", matches: "file")),
            FileOperationFilter(scheme: "file", pattern: .init(glob: "**/*", matches: "folder")),
        ]
        let registration = FileOperationRegistrationOptions(filters: filters)
        capabilities.workspace = WorkspaceServerCapabilities(
            fileOperations: FileOperationOptions(
                willRename: registration, didRename: registration))
    }
}
