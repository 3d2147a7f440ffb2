import Foundation

/// One run of a program as a whole process, as a user runs it: its wall
/// time, and from `wait4` its own CPU time (user + system, which other
/// programs on a busy machine disturb less) and peak resident memory,
/// with its standard output written to a file so that its lines can be
/// counted, and its standard error discarded.
///
/// Linux counts into a spawned program's peak memory that of the process
/// that spawned it (`posix_spawn` shares its memory until `exec`), which
/// for this benchmark, holding the documents it generated, can be more
/// than the program's own. So where GNU `time` is installed, the program
/// is started through it (small, it forks the program) and its peak is
/// the one `time` reports.
enum ChildProcess {
    static let time = "/usr/bin/time"
    struct Usage {
        var seconds: Double
        var cpuSeconds: Double
        var peakBytes: Int
        /// Lines the program printed (a problem a line for `laminate check`).
        var outputLines: Int
    }

    /// Runs `executable` with `arguments`, in `directory` when given (the
    /// program's working directory, which `laminate check FILE` takes for
    /// its workspace folder); an exit status outside `accepted` fails.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil, accepted: Set<Int32> = [0, 1]) throws -> Usage {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-bench-output-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let peakFile = output + ".peak"
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        #if os(Linux)
        let throughTime = FileManager.default.isExecutableFile(atPath: time)
        #else
        let throughTime = false  // Darwin's `time` has no `-f`, and counts no parent's memory.
        #endif
        let command = (throughTime ? [time, "-f", "%M", "-o", peakFile] : []) + [executable] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // posix_spawn has no portable way to set the child's directory: the
        // child inherits this process's, changed for the moment of the spawn.
        let previous = FileManager.default.currentDirectoryPath
        if let directory, !FileManager.default.changeCurrentDirectoryPath(directory) {
            throw BenchFailure("cannot enter \(directory)")
        }
        defer { if directory != nil { _ = FileManager.default.changeCurrentDirectoryPath(previous) } }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else {
            throw BenchFailure("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = clock.now - started
        let exitStatus = (status >> 8) & 0xff
        guard status & 0x7f == 0, accepted.contains(exitStatus) else {
            throw BenchFailure("\(executable) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        let printed = try Data(contentsOf: URL(fileURLWithPath: output))
        #if os(Linux)
        var peak = usage.ru_maxrss &* 1024  // Linux counts kilobytes.
        #else
        var peak = usage.ru_maxrss  // Darwin counts bytes.
        #endif
        if throughTime, let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
            let kilobytes = text.split(whereSeparator: \.isWhitespace).last.flatMap({ Int($0) })
        {
            peak = kilobytes &* 1024
        }
        return Usage(
            seconds: elapsed.seconds, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: peak,
            outputLines: printed.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
