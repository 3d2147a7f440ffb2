#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from the next without reading it: its
/// modification time to the nanosecond, its size, and its inode (an editor
/// that saves by writing a new file and renaming it over the old changes
/// the inode even when time and size agree).
struct FileSignature: Equatable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64

    /// nil when the file cannot be read (removed for a moment while saving).
    static func of(_ path: String) -> FileSignature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Glibc)
        let time = status.st_mtim
        #else
        let time = status.st_mtimespec
        #endif
        return FileSignature(
            seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
            size: Int64(status.st_size), inode: UInt64(status.st_ino))
    }
}
