import LaminateConcurrency
import LaminateFeatures

/// A file system whose folder listings are kept: each folder is listed
/// once, and whether a path exists is answered from its folder's listing,
/// so that checking a document's links on every keystroke lists and
/// `stat`s nothing. Files are read through as they are.
///
/// What is kept is forgotten (`forget(_:)`) when the client says a file
/// was created, deleted or renamed (`workspace/didChangeWatchedFiles`,
/// `workspace/didRenameFiles`); a client that cannot watch files never
/// says so, and for it nothing is kept (`isKeeping` false): each check
/// asks the disk again.
///
/// The listing of a folder is made while the lock is held, so that a
/// listing made before a change is never kept after the change was
/// noticed, and no folder is listed twice at once.
public final class FolderListings: FileSystem {
    let fileSystem: any FileSystem
    private let kept = Locked(Kept())

    struct Kept {
        var isKeeping = true
        var folders: [String: Folder?] = [:]
        /// Whether each path in a folder that cannot be listed exists.
        var answers: [String: Bool] = [:]
        /// How many times a folder was listed (what tests count).
        var listings = 0
    }

    /// One folder as listed, with what was asked of it since.
    struct Folder {
        let entries: [DirectoryEntry]
        /// By the name's bytes: a file system compares names so, where a
        /// `String` would take `é` and `e` with a combining accent as one.
        let kinds: [[UInt8]: DirectoryEntry.Kind]
        /// Its names for a "did you mean", made the first time one is asked for.
        var suggestions: FileNameSuggestions?
        /// Whether each of its symbolic links leads somewhere (followed once).
        var followed: [String: Bool] = [:]
    }

    public init(_ fileSystem: any FileSystem, isKeeping: Bool = true) {
        self.fileSystem = fileSystem
        kept.withLock { $0.isKeeping = isKeeping }
    }

    /// Whether listings are kept (see the type).
    public var isKeeping: Bool {
        get { kept.withLock { $0.isKeeping } }
        set {
            kept.withLock { kept in
                kept.isKeeping = newValue
                if !newValue {
                    kept.folders.removeAll()
                    kept.answers.removeAll()
                }
            }
        }
    }

    /// How many folders were listed since this began.
    public var listingCount: Int { kept.withLock { $0.listings } }

    public func contents(ofFile path: String) -> [UInt8]? { fileSystem.contents(ofFile: path) }

    public func markdownContents(ofFile path: String, limit: Int) -> MarkdownFileRead {
        fileSystem.markdownContents(ofFile: path, limit: limit)
    }

    public func entries(ofDirectory path: String) -> [DirectoryEntry]? {
        kept.withLock { kept in folder(path, in: &kept)?.entries }
    }

    /// From the folder's listing; a symbolic link is followed (once), and
    /// leads nowhere when it loops. In a folder that cannot be listed (it
    /// does not exist, or may not be read) the file system is asked (once).
    public func exists(_ path: String) -> Bool {
        let (parent, name) = LinkPath.folderAndName(of: path)
        guard !name.isEmpty else { return fileSystem.exists(path) }
        return kept.withLock { kept in
            guard kept.isKeeping else { return fileSystem.exists(path) }
            guard var listed = folder(parent, in: &kept) else {
                if let known = kept.answers[path] { return known }
                let found = fileSystem.exists(path)
                kept.answers[path] = found
                return found
            }
            switch listed.kinds[Array(name.utf8)] {
            case nil: return false
            case .symbolicLink?:
                if let known = listed.followed[name] { return known }
                let leads = fileSystem.exists(path)
                listed.followed[name] = leads
                kept.folders[parent] = listed
                return leads
            default: return true
            }
        }
    }

    /// The names of the folder at `path`, for a "did you mean" (nil: it
    /// cannot be listed).
    public func fileNameSuggestions(in path: String) -> FileNameSuggestions? {
        kept.withLock { kept in
            guard var listed = folder(path, in: &kept) else { return nil }
            if let made = listed.suggestions { return made }
            let made = FileNameSuggestions(listed.entries.map(\.name), folders: listed.entries.filter { $0.kind == .directory }.map(\.name))
            listed.suggestions = made
            if kept.isKeeping { kept.folders[path] = listed }
            return made
        }
    }

    /// Forgets what was kept of the folders holding `paths` (created,
    /// deleted or renamed there) and of the paths themselves and
    /// everything under them (a folder deleted or renamed).
    public func forget(_ paths: some Sequence<String>) {
        let forgotten = Set(paths)
        guard !forgotten.isEmpty else { return }
        kept.withLock { kept in
            for path in forgotten {
                kept.folders[LinkPath.directory(of: path)] = nil
                kept.folders[path] = nil
                kept.answers[path] = nil
            }
            // One pass for the whole batch (a build creates thousands of
            // files at once), each kept path's folders looked up.
            for folder in kept.folders.keys where LinkPath.isInside(folder, anyOf: forgotten) { kept.folders[folder] = nil }
            for answered in kept.answers.keys where LinkPath.isInside(answered, anyOf: forgotten) { kept.answers[answered] = nil }
        }
    }

    /// The listing of `path`, kept or made (and kept when keeping).
    private func folder(_ path: String, in kept: inout Kept) -> Folder? {
        if let known = kept.folders[path] { return known }
        kept.listings += 1
        let listed = fileSystem.entries(ofDirectory: path).map { entries in
            Folder(entries: entries, kinds: Dictionary(entries.map { (Array($0.name.utf8), $0.kind) }, uniquingKeysWith: { first, _ in first }))
        }
        if kept.isKeeping { kept.folders[path] = listed }
        return listed
    }
}
