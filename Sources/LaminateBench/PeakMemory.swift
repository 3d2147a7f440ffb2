import Foundation

/// The most memory this process has held at once (its peak resident set),
/// printed after a benchmark: a language server keeps a tree per open
/// document, so its size matters as much as the time to build it.
enum PeakMemory {
    static var bytes: Int? {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        // Linux reports kilobytes.
        return usage.ru_maxrss &* 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        // Darwin reports bytes.
        return usage.ru_maxrss
        #endif
    }
}
