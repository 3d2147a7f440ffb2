/// The times of the measured runs of one benchmark (wall-clock or CPU), and
/// the throughput they mean for a document of a given size.
struct Timings {
    /// Seconds per run, fastest first.
    let seconds: [Double]

    init(seconds: [Double]) {
        self.seconds = seconds.sorted()
    }

    var minimum: Double { seconds.first ?? .nan }
    var maximum: Double { seconds.last ?? .nan }

    var median: Double {
        guard !seconds.isEmpty else { return .nan }
        let middle = seconds.count / 2
        return seconds.count % 2 == 1 ? seconds[middle] : (seconds[middle &- 1] + seconds[middle]) / 2
    }

    /// Decimal megabytes per second (1 MB = 1,000,000 bytes).
    static func megabytesPerSecond(bytes: Int, seconds: Double) -> Double {
        seconds > 0 ? Double(bytes) / 1e6 / seconds : .nan
    }
}

/// Runs a piece of work repeatedly and times each run with the monotonic
/// clock.
struct Stopwatch {
    var runs: Int
    /// Runs made first and not counted, so caches, page faults and the
    /// allocator's first growth do not weigh on the figures.
    var warmups: Int

    /// Wall-clock and CPU times of one benchmark's runs.
    struct Measurement {
        var wall: Timings
        var cpu: Timings
        /// The sum of the work's results over all runs.
        var checksum: Int
    }

    /// Times each of `works` over the same runs, taking turns (run 1 of
    /// each, then run 2 of each, …) so that a change in the machine's load
    /// weighs on all of them alike. Each result is folded into a checksum,
    /// so the optimizer cannot drop the work, and the caller prints it.
    func measureInterleaved(_ works: [() throws -> Int]) throws -> [Measurement] {
        let clock = ContinuousClock()
        var checksums = Array(repeating: 0, count: works.count)
        var wallSeconds = Array(repeating: [Double](), count: works.count)
        var cpuSeconds = Array(repeating: [Double](), count: works.count)
        for _ in 0..<max(0, warmups) {
            for (index, work) in works.enumerated() {
                checksums[index] &+= try work()
            }
        }
        for _ in 0..<max(1, runs) {
            for (index, work) in works.enumerated() {
                var result = 0
                let cpuBefore = ResourceUsage.cpuSeconds
                let elapsed = try clock.measure { result = try work() }
                cpuSeconds[index].append(ResourceUsage.cpuSeconds - cpuBefore)
                checksums[index] &+= result
                wallSeconds[index].append(elapsed.seconds)
            }
        }
        return works.indices.map {
            Measurement(wall: Timings(seconds: wallSeconds[$0]), cpu: Timings(seconds: cpuSeconds[$0]), checksum: checksums[$0])
        }
    }
}

extension Duration {
    var seconds: Double {
        let (wholeSeconds, attoseconds) = components
        return Double(wholeSeconds) + Double(attoseconds) / 1e18
    }
}
