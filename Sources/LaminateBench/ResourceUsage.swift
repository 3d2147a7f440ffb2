import Foundation

/// What the kernel counts for this process (`getrusage`): CPU time, which
/// unlike wall-clock time does not grow while other programs hold the CPU,
/// and peak memory.
enum ResourceUsage {
    /// User plus system CPU seconds used so far by this process and by the
    /// child processes it has waited for (cmark-gfm and cmark runs).
    static var cpuSeconds: Double {
        seconds(of: usage(.thisProcess)) + seconds(of: usage(.waitedForChildren))
    }

    /// The most memory this process has held at once (its peak resident
    /// set): a language server keeps a tree per open document, so its size
    /// matters as much as the time to build it.
    static var peakMemoryBytes: Int? {
        guard let usage = usage(.thisProcess) else { return nil }
        #if os(Linux)
        return usage.ru_maxrss &* 1024  // Linux counts kilobytes.
        #else
        return usage.ru_maxrss  // Darwin counts bytes.
        #endif
    }

    private enum Whose {
        case thisProcess, waitedForChildren
    }

    private static func usage(_ whose: Whose) -> rusage? {
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(whose == .thisProcess ? RUSAGE_SELF.rawValue : RUSAGE_CHILDREN.rawValue)
        #else
        let who = whose == .thisProcess ? RUSAGE_SELF : RUSAGE_CHILDREN
        #endif
        return getrusage(who, &usage) == 0 ? usage : nil
    }

    private static func seconds(of usage: rusage?) -> Double {
        guard let usage else { return 0 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
