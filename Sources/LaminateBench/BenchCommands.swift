import Foundation
import LaminateDialect

/// The three subcommands. Each prints its report to standard output.
enum BenchCommands {
    static func generate(_ options: BenchOptions) throws {
        let size = options.size ?? BenchOptions.defaultSize
        let bytes =
            options.catalog
            ? CatalogGenerator.generate(size: size, seed: options.seed)
            : DocumentGenerator.generate(size: size, seed: options.seed, dialect: options.dialect, focus: options.focus)
        try writeBytes(bytes, to: options.outputPath)
        if let path = options.outputPath, path != "-" {
            print("wrote \(path): \(ByteSize(bytes: bytes.count)) (\(bytes.count) bytes, seed \(options.seed))")
        }
    }

    static func parse(_ options: BenchOptions) throws {
        let document = try BenchDocument.load(options)
        printPreamble(document, options)
        if options.census { printCensus(document) }
        try run(laminateBenchmarks(document), on: document, options)
    }

    static func compare(_ options: BenchOptions) throws {
        let document = try BenchDocument.load(options)
        printPreamble(document, options)
        if options.census { printCensus(document) }
        let renderers = ExternalRenderer.available()
        guard !renderers.isEmpty else {
            try run(laminateBenchmarks(document), on: document, options)
            print("\nneither cmark-gfm nor cmark is on PATH; nothing to compare with (Debian: apt-get install cmark-gfm cmark)")
            return
        }
        let (file, isTemporary) = try fileForExternalRenderers(document, options)
        defer { if isTemporary { try? FileManager.default.removeItem(atPath: file) } }
        // Like with like: `laminate html FILE` as a whole process (reading the
        // file, writing the HTML to /dev/null), as the C programs are timed.
        let laminateProcess = ExternalRenderer(
            displayName: "laminate html", executable: try laminateExecutable(options),
            arguments: ["html"])
        // `laminate check FILE` the same way (its problems to /dev/null): no
        // C program to compare with, but the same process-to-process terms.
        let checkProcess = ExternalRenderer(
            displayName: "laminate check", executable: try laminateExecutable(options),
            arguments: ["check"], acceptedStatuses: [0, 1])
        var benchmarks = laminateBenchmarks(document)
        for renderer in [laminateProcess] + renderers {
            benchmarks.append(
                Benchmark(label: "\(renderer.displayName) (process, HTML)") {
                    try renderer.render(file: file)
                })
        }
        benchmarks.append(Benchmark(label: "laminate check (process, problems)") { try checkProcess.render(file: file) })
        let results = try run(benchmarks, on: document, options)
        // Results: in-process parse, in-process parse + render HTML, the
        // `laminate html` process, one per external renderer, then the
        // `laminate check` process.
        let inProcess = results[1]
        let process = results[2]
        let external = results.dropFirst(3).prefix(renderers.count)
        print("")
        for (renderer, result) in zip(renderers, external) {
            print(
                "laminate html vs \(renderer.displayName), process against process: "
                    + ratios(result, over: process))
        }
        for (renderer, result) in zip(renderers, external) {
            print(
                "(in-process laminate parse + render HTML vs the \(renderer.displayName) process, not like with like: "
                    + ratios(result, over: inProcess) + ")")
        }
    }

    /// How many times as fast `laminate` is as `other`: by minimum and median
    /// wall time and by minimum CPU time.
    static func ratios(_ other: Stopwatch.Measurement, over laminate: Stopwatch.Measurement) -> String {
        let minimum = other.wall.minimum / laminate.wall.minimum
        let median = other.wall.median / laminate.wall.median
        let cpu = other.cpu.minimum / laminate.cpu.minimum
        return "\(Decimal2(minimum))× as fast (min), \(Decimal2(median))× (median), \(Decimal2(cpu))× (CPU min)"
    }

    /// The `laminate` executable built with this program (same folder).
    static func laminateExecutable(_ options: BenchOptions) throws -> URL {
        let url = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("laminate")
        guard let url, FileManager.default.isExecutableFile(atPath: url.path) else {
            throw BenchFailure("no laminate executable next to laminate-bench; build both products (swift build -c release)")
        }
        return url
    }

    /// One thing to time: a label for the table and the work, returning a
    /// number that depends on the result so the work cannot be optimized away.
    struct Benchmark {
        let label: String
        let work: () throws -> Int
    }

    /// Laminate's own two figures: parse, and parse + render HTML.
    private static func laminateBenchmarks(_ document: BenchDocument) -> [Benchmark] {
        let bytes = document.bytes
        let renderer = HTMLRenderer()
        return [
            Benchmark(label: "laminate parse") { MarkdownParser.parse(bytes).nodeCount },
            Benchmark(label: "laminate parse + render HTML") { renderer.render(MarkdownParser.parse(bytes)).utf8.count },
        ]
    }

    /// Runs the benchmarks interleaved and prints the table; the first two are
    /// always Laminate's, whose checksums say what was produced.
    @discardableResult
    private static func run(
        _ benchmarks: [Benchmark], on document: BenchDocument, _ options: BenchOptions
    ) throws -> [Stopwatch.Measurement] {
        let stopwatch = Stopwatch(runs: options.runs, warmups: options.warmups)
        let results = try stopwatch.measureInterleaved(benchmarks.map(\.work))
        let runCount = max(0, options.warmups) &+ max(1, options.runs)
        if results.count >= 2 {
            print("syntax nodes: \(results[0].checksum / runCount), HTML bytes: \(results[1].checksum / runCount)\n")
        }
        var table = TimingTable(documentBytes: document.bytes.count)
        for (benchmark, result) in zip(benchmarks, results) {
            table.add(benchmark.label, result)
        }
        print(table.text)
        if let peak = ResourceUsage.peakMemoryBytes {
            print("\npeak memory of this process: \(ByteSize(bytes: peak)) (the document, one tree and one HTML string at a time)")
        }
        return results
    }

    /// One untimed parse, to show what the tree holds.
    private static func printCensus(_ document: BenchDocument) {
        let tree = MarkdownParser.parse(document.bytes)
        print("nodes by kind (\(tree.nodeCount) in all, \(tree.markerCount) markers):")
        print(TreeCensus(tree).text + "\n")
        print("the tree's storage, part by part:")
        print(tree.storageCensus.text + "\n")
    }

    private static func printPreamble(_ document: BenchDocument, _ options: BenchOptions) {
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift run -c release laminate-bench …`\n")
        #endif
        print("document: \(document.summary)")
        print("runs: \(options.runs) measured, after \(options.warmups) warm-up, taking turns\n")
    }

    /// External programs read a file: the given one, or the generated
    /// document written to a temporary file.
    private static func fileForExternalRenderers(
        _ document: BenchDocument, _ options: BenchOptions
    ) throws -> (path: String, isTemporary: Bool) {
        if let file = options.file, file != "-" {
            return (file, false)
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("laminate-bench-\(ProcessInfo.processInfo.processIdentifier).md").path
        try writeBytes(document.bytes, to: path)
        return (path, true)
    }
}
