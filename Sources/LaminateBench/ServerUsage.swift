import Foundation

/// What the kernel counts for the server's process: its peak memory and
/// the CPU time it has used, which unlike wall-clock time does not grow
/// while other programs hold the CPU.
struct ServerUsage {
    /// `VmHWM` in `/proc/PID/status`: the most resident memory held at once.
    var peakResidentBytes: Int
    /// User plus system time (`/proc/PID/stat`), in seconds.
    var cpuSeconds: Double

    /// The usage of process `pid` so far, while it runs; nil where there is no `/proc`.
    static func of(_ pid: Int32) -> ServerUsage? {
        guard let peak = peakResidentBytes(of: pid), let cpu = cpuSeconds(of: pid) else { return nil }
        return ServerUsage(peakResidentBytes: peak, cpuSeconds: cpu)
    }

    private static func peakResidentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            // "VmHWM:	  123456 kB"
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }

    private static func cpuSeconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (name)": state is field 3, utime and stime fields 14 and 15.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
