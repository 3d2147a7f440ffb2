/// The wall-clock times of the measured runs of one benchmark, and the
/// throughput they mean for a document of a given size.
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

    /// Times `work`, whose result is folded into `checksum` so the optimizer
    /// cannot drop the work, and which the caller prints.
    func measure(_ work: () throws -> Int) rethrows -> (timings: Timings, checksum: Int) {
        let clock = ContinuousClock()
        var checksum = 0
        for _ in 0..<max(0, warmups) {
            checksum &+= try work()
        }
        var seconds: [Double] = []
        for _ in 0..<max(1, runs) {
            var result = 0
            let elapsed = try clock.measure { result = try work() }
            checksum &+= result
            seconds.append(elapsed.seconds)
        }
        return (Timings(seconds: seconds), checksum)
    }
}

extension Duration {
    var seconds: Double {
        let (wholeSeconds, attoseconds) = components
        return Double(wholeSeconds) + Double(attoseconds) / 1e18
    }
}
