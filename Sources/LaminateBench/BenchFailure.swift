/// A file that could not be read or written, or a tool that failed.
struct BenchFailure: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
