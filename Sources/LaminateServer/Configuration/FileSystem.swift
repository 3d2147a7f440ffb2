import Foundation

/// Reading files, behind a protocol so tests can use a temporary directory
/// or a dictionary and the server stays free of hidden I/O.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when it does not exist or cannot be read.
    func contents(ofFile path: String) -> [UInt8]?
}

/// The real disk.
public struct LocalFileSystem: FileSystem {
    /// Definition files larger than this are not read.
    public static let maximumFileSize = 4 * 1024 * 1024

    public init() {}

    public func contents(ofFile path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1),
              data.count <= Self.maximumFileSize else { return nil }
        return Array(data)
    }
}
