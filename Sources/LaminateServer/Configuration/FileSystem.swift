import Foundation

/// Reading files, behind a protocol so tests can use a temporary directory
/// or a dictionary and the server stays free of hidden I/O.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when it does not exist or cannot be read.
    func contents(ofFile path: String) -> [UInt8]?
}

/// The real disk.
///
/// Only a regular file is read: a directory, a FIFO or a device at a
/// definition's path (a `.laminate.json` replaced by something else between
/// two reads) is no file, and is opened without blocking, so that a FIFO
/// with no writer cannot hang the reader.
public struct LocalFileSystem: FileSystem {
    /// Definition files larger than this are not read.
    public static let maximumFileSize = 4 * 1024 * 1024

    public init() {}

    public func contents(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              status.st_size <= Self.maximumFileSize else { return nil }
        // The file may still grow or shrink while it is read: read to its
        // end, up to one byte past the limit.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= Self.maximumFileSize {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes.count <= Self.maximumFileSize ? bytes : nil
    }
}
