import LaminateProtocol

/// The client's settings and the formatting definitions found on disk.
///
/// A value type like the document store. Lookups are pure (they read only
/// what was loaded); loading happens in `discoverDefinitions` and
/// `reloadDefinition`, called by the notification handlers, so a changed
/// `.laminate.json` takes effect for every request after the change.
public struct Configuration: Sendable {
    /// The `laminate` section of the client's settings (or all of them when
    /// the client sends no such section), as `didChangeConfiguration` sent it.
    public private(set) var settings: JSONValue = .null
    /// Workspace folders as paths; definitions are looked up to these.
    public private(set) var workspaceRoots: [String] = []
    /// Bumped on every change, so later features can cache per generation.
    public private(set) var generation = 0
    /// Definition file path → its bytes, or nil when known to be absent.
    private var definitionFiles: [String: [UInt8]?] = [:]

    public init(workspaceRoots: [DocumentURI] = []) {
        self.workspaceRoots = workspaceRoots.compactMap(FileURI.path(of:))
    }

    /// Takes pushed settings (`didChangeConfiguration`). Clients that push
    /// nothing (`null`) keep their settings to be pulled instead.
    public mutating func updateSettings(_ newSettings: JSONValue?) {
        guard let newSettings, newSettings != .null else { return }
        self.settings = newSettings["laminate"] ?? newSettings
        generation &+= 1
    }

    /// Takes the `laminate` section pulled with `workspace/configuration`.
    public mutating func replaceSettings(section: JSONValue) {
        settings = section
        generation &+= 1
    }

    /// The nearest loaded definition for a document, walking up from its
    /// directory to its workspace root.
    public func formattingDefinition(for document: DocumentURI) -> FormattingDefinitionFile? {
        for path in candidatePaths(for: document) {
            guard let entry = definitionFiles[path] else { continue }
            if let contents = entry {
                return FormattingDefinitionFile(uri: FileURI.uri(ofPath: path), path: path, contents: contents)
            }
        }
        return nil
    }

    /// Loads every definition a document could use that is not loaded yet.
    public mutating func discoverDefinitions(for document: DocumentURI, fileSystem: any FileSystem) {
        for path in candidatePaths(for: document) where definitionFiles[path] == nil {
            definitionFiles[path] = .some(fileSystem.contents(ofFile: path))
            generation &+= 1
        }
    }

    /// Re-reads one definition file after the client reported it created,
    /// changed or deleted. Returns false when the URI is not a definition.
    @discardableResult
    public mutating func reloadDefinition(at uri: DocumentURI, fileSystem: any FileSystem) -> Bool {
        guard let path = FileURI.path(of: uri), path.hasSuffix("/" + FormattingDefinitionFile.fileName) else {
            return false
        }
        definitionFiles[path] = .some(fileSystem.contents(ofFile: path))
        generation &+= 1
        return true
    }

    /// `.laminate.json` in the document's directory and each parent up to
    /// the workspace root containing it (only its own directory when no root
    /// contains it), nearest first.
    private func candidatePaths(for document: DocumentURI) -> [String] {
        FileURI.path(of: document).map(candidatePaths(forFile:)) ?? []
    }

    /// The same for a file by its path (one the client has not opened).
    func candidatePaths(forFile documentPath: String) -> [String] {
        guard var directory = FileURI.parent(of: documentPath) else { return [] }
        let root =
            workspaceRoots
            .filter { directory == $0 || directory.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            .max(by: { $0.count < $1.count })
        var paths = [FileURI.join(directory, FormattingDefinitionFile.fileName)]
        guard let root else { return paths }
        while directory != root, directory.count > root.count, let parent = FileURI.parent(of: directory) {
            directory = parent
            paths.append(FileURI.join(directory, FormattingDefinitionFile.fileName))
        }
        return paths
    }
}
