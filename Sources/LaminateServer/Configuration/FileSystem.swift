import Foundation

/// Reading files, behind a protocol so tests can use a temporary directory
/// or a dictionary and the server stays free of hidden I/O.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when it does not exist or cannot be read.
    func contents(ofFile path: String) -> [UInt8]?
    /// A Markdown file for the workspace index, read up to `limit` bytes.
    func markdownContents(ofFile path: String, limit: Int) -> MarkdownFileRead
    /// The entries of a folder, or nil when it cannot be listed.
    func entries(ofDirectory path: String) -> [DirectoryEntry]?
    /// Whether anything (a file, a folder) is at `path`: what a link to a
    /// file that is not Markdown is checked against.
    func exists(_ path: String) -> Bool
}

/// What reading a file for the index gave.
public enum MarkdownFileRead: Sendable, Hashable {
    case contents([UInt8])
    /// Larger than the limit: not read past it.
    case tooLarge
    /// Gone (deleted since it was listed) or not readable.
    case unreadable
}

/// One entry of a folder listing.
public struct DirectoryEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case file
        case directory
        /// A symbolic link, which the index does not follow (a link can
        /// make a loop, or lead out of the workspace).
        case symbolicLink
        case other
    }

    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

extension FileSystem {
    /// Through `contents(ofFile:)`, for file systems that only hold files.
    public func markdownContents(ofFile path: String, limit: Int) -> MarkdownFileRead {
        guard let bytes = contents(ofFile: path) else { return .unreadable }
        return bytes.count > limit ? .tooLarge : .contents(bytes)
    }

    /// None: a file system that cannot list folders has no workspace to index.
    public func entries(ofDirectory path: String) -> [DirectoryEntry]? { nil }

    /// Through reading and listing, for file systems that do not say.
    public func exists(_ path: String) -> Bool {
        contents(ofFile: path) != nil || entries(ofDirectory: path) != nil
    }
}

/// The real disk.
///
/// Only a regular file is read: a directory, a FIFO or a device at a
/// definition's path (a `.laminate.json` replaced by something else between
/// two reads, or a document replaced after the index listed it) is no file,
/// and is opened without blocking, so that a FIFO with no writer cannot
/// hang the reader.
public struct LocalFileSystem: FileSystem {
    /// Definition files larger than this are not read.
    public static let maximumFileSize = 4 * 1024 * 1024

    public init() {}

    public func contents(ofFile path: String) -> [UInt8]? {
        guard case .contents(let bytes) = markdownContents(ofFile: path, limit: Self.maximumFileSize) else { return nil }
        return bytes
    }

    public func markdownContents(ofFile path: String, limit: Int) -> MarkdownFileRead {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        guard status.st_size <= limit else { return .tooLarge }
        // The file may still grow or shrink while it is read: read to its
        // end, up to one byte past the limit.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unreadable }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes.count > limit ? .tooLarge : .contents(bytes)
    }

    /// One `stat` (following symbolic links: a link to a file is that file).
    public func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// One `readdir` pass: each entry's kind from the listing itself
    /// (`d_type`), with an `lstat` only where the file system does not say.
    public func entries(ofDirectory path: String) -> [DirectoryEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let kind: DirectoryEntry.Kind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): Self.kind(ofEntry: path.hasSuffix("/") ? path + name : path + "/" + name)
                default: .other
                }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries
    }

    /// What is at `path`, not following a symbolic link.
    private static func kind(ofEntry path: String) -> DirectoryEntry.Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
