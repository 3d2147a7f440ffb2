import Foundation

/// `laminate-bench links`: `laminate check` as a process on link-heavy
/// inputs that double (`LinkInput.families`: the broken-links document,
/// link-heavy bad input, a workspace of alike file names), with each
/// doubling's ratio of wall and CPU time; linear checking shows as 2× or
/// less. Every `--laminate` (default: the one next to this program) takes
/// its turn on each run, so the machine's load weighs on each alike.
enum LinkBenchmark {
    static let defaultSizes = [2_500_000, 5_000_000, 10_000_000, 20_000_000].map { ByteSize(bytes: $0) }
    static let defaultRuns = 3

    /// One input at one scale, with each binary's medians.
    struct Row {
        var label: String
        var written: LinkInput.Written
        var figures: [Figures]
        var load: Double
    }

    struct Figures {
        var wall: Double
        var cpu: Double
        var peakBytes: Double
        var problems: Int
    }

    static func run(_ options: BenchOptions) throws {
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift run -c release laminate-bench links`\n")
        #endif
        let binaries = try options.laminates.isEmpty ? [BenchCommands.laminateExecutable(options).path] : options.laminates
        let sizes = options.sizes ?? defaultSizes
        let runs = options.runsWereGiven ? options.runs : defaultRuns
        let folder = FileManager.default.currentDirectoryPath + "/.build/bench-links"
        print("`laminate check` as a process, median of \(runs) runs, binaries taking turns; inputs in \(folder)")
        for (index, binary) in binaries.enumerated() { print("- \(letter(index)): \(binary)") }
        print("load average (1 min) at the start: \(Decimal2(loadAverage))\n")
        for family in LinkInput.families where options.linkSet.map({ $0 == family.set }) ?? true {
            var rows: [Row] = []
            for size in sizes {
                let scale = max(1, Int((Double(size.bytes) / Double(sizes[0].bytes)).rounded()))
                let written = try family.write(scale, size, folder)
                try LinkInput.verify(written)
                var usages = Array(repeating: [ChildProcess.Usage](), count: binaries.count)
                for _ in 0..<runs {
                    for (index, binary) in binaries.enumerated() {
                        usages[index].append(try ChildProcess.run(binary, ["check", written.file], in: written.folder))
                    }
                }
                let label = family.set == .document ? size.shortDescription : "×\(scale)"
                rows.append(Row(label: label, written: written, figures: usages.map(figures), load: loadAverage))
            }
            print(table(family.name, rows, binaries: binaries.count))
        }
    }

    static func figures(_ usages: [ChildProcess.Usage]) -> Figures {
        func median(_ values: [Double]) -> Double { Timings(seconds: values).median }
        return Figures(
            wall: median(usages.map(\.seconds)), cpu: median(usages.map(\.cpuSeconds)),
            peakBytes: median(usages.map { Double($0.peakBytes) }), problems: usages.first?.outputLines ?? 0)
    }

    /// A family's Markdown table: a row an input and binary, with the
    /// ratio of each figure to the same binary's on the input half as large.
    static func table(_ name: String, _ rows: [Row], binaries: Int) -> String {
        var lines = [
            "### \(name)", "",
            "| input | laminate | MB | headings | links | problems | wall | CPU | peak MiB | × previous: wall, CPU | load |",
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for (number, row) in rows.enumerated() {
            for (index, figures) in row.figures.enumerated() {
                var ratio = ""
                if number > 0 {
                    let previous = rows[number - 1].figures[index]
                    ratio = "\(Decimal2(figures.wall / previous.wall))×, \(Decimal2(figures.cpu / previous.cpu))×"
                }
                let written = row.written
                lines.append(
                    "| \(row.label) | \(letter(index)) | \(Decimal2(Double(written.bytes) / 1e6)) | \(grouped(written.headings)) | "
                        + "\(grouped(written.links)) | \(grouped(figures.problems)) | \(Decimal3(figures.wall)) s | "
                        + "\(Decimal3(figures.cpu)) s | \(Decimal2(figures.peakBytes / 1_048_576)) | \(ratio) | \(Decimal2(row.load)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index % 26))) }

    /// `12,345`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// The machine's load average over the last minute (how many programs
    /// wanted a core: with 2 cores, above 2 means the runs waited).
    static var loadAverage: Double {
        var loads = [Double](repeating: .nan, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
    }
}
