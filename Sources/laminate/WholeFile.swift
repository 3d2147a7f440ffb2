import Foundation

/// Reading a whole file into one array, and writing bytes to a descriptor,
/// without the intermediate `Data` copies `FileManager` and `FileHandle`
/// make: a document of any size is one allocation and (for a regular
/// file) one `read`.
enum WholeFile {
    /// The largest document the parser takes: a tree stores 32-bit offsets.
    static let maximumBytes = Int(Int32.max)

    enum Failure: Error {
        /// `open` or `read` failed with this `errno`.
        case unreadable(errno: Int32)
        case isDirectory
        case tooLarge
    }

    /// The bytes of the file at `path`, or of standard input for `-`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(errno: errno) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(errno: errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .isDirectory }
        // A regular file's size is known: an array of that size (and one
        // byte more, to see the end), filled by as many reads as it takes —
        // usually one. A pipe, or a file that grows, is read on in steps.
        let expected = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        guard expected <= maximumBytes else { throw .tooLarge }
        var bytes: [UInt8] = []
        var capacity = expected + 1
        while true {
            var failure: Int32?
            var ended = false
            let old = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = old.count
                old.withUnsafeBufferPointer { buffer.baseAddress!.initialize(from: $0.baseAddress!, count: old.count) }
                while count < capacity {
                    let got = Foundation.read(descriptor, buffer.baseAddress! + count, capacity - count)
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 {
                        failure = errno
                        return
                    }
                    if got == 0 {
                        ended = true
                        return
                    }
                    count += got
                }
            }
            if let failure { throw .unreadable(errno: failure) }
            if ended { return bytes }
            guard bytes.count <= maximumBytes else { throw .tooLarge }
            capacity = max(capacity * 2, 64 * 1024)
        }
    }

    /// Writes all of `bytes` to `descriptor` (short writes and interruptions
    /// retried); false if the descriptor failed (a closed pipe).
    @discardableResult
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            next += written
            left -= written
        }
        return true
    }
}
