import Foundation

/// Another process's memory as the kernel counts it.
enum ProcessMemory {
    /// The peak resident set of process `pid` (`VmHWM` in
    /// `/proc/PID/status`), while it runs; nil where there is no `/proc`.
    static func peakResidentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            // "VmHWM:	  123456 kB"
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}
