import Foundation
import LaminateDialect

/// The three subcommands. Each prints its report to standard output.
enum BenchCommands {
    static func generate(_ options: BenchOptions) throws {
        let size = options.size ?? BenchOptions.defaultSize
        let bytes = DocumentGenerator.generate(size: size, seed: options.seed)
        try writeBytes(bytes, to: options.outputPath)
        if let path = options.outputPath, path != "-" {
            print("wrote \(path): \(ByteSize(bytes: bytes.count)) (\(bytes.count) bytes, seed \(options.seed))")
        }
    }

    static func parse(_ options: BenchOptions) throws {
        let document = try BenchDocument.load(options)
        printPreamble(document, options)
        var table = TimingTable(documentBytes: document.bytes.count)
        measureLaminate(document, options, into: &table)
        print(table.text)
    }

    static func compare(_ options: BenchOptions) throws {
        let document = try BenchDocument.load(options)
        printPreamble(document, options)
        var table = TimingTable(documentBytes: document.bytes.count)
        let laminate = measureLaminate(document, options, into: &table)

        let renderers = ExternalRenderer.available()
        if renderers.isEmpty {
            print(table.text)
            print("\nneither cmark-gfm nor cmark is on PATH; nothing to compare with (Debian: apt-get install cmark-gfm cmark)")
            return
        }
        let (file, isTemporary) = try fileForExternalRenderers(document, options)
        defer { if isTemporary { try? FileManager.default.removeItem(atPath: file) } }
        let stopwatch = Stopwatch(runs: options.runs, warmups: options.warmups)
        var ratios: [String] = []
        for renderer in renderers {
            let measured = try stopwatch.measure { try renderer.render(file: file) }
            table.add("\(renderer.displayName) (process, HTML)", measured.timings)
            let ratio = measured.timings.median / laminate.parseAndRender.median
            ratios.append("laminate parse + render HTML vs \(renderer.displayName): \(Decimal2(ratio))× as fast (median)")
        }
        print(table.text)
        print("")
        ratios.forEach { print($0) }
    }

    /// Laminate's own two figures: parse, and parse + render HTML.
    @discardableResult
    private static func measureLaminate(
        _ document: BenchDocument, _ options: BenchOptions, into table: inout TimingTable
    ) -> (parse: Timings, parseAndRender: Timings) {
        let stopwatch = Stopwatch(runs: options.runs, warmups: options.warmups)
        let bytes = document.bytes
        let parse = stopwatch.measure { MarkdownParser.parse(bytes).nodes.count }
        table.add("laminate parse", parse.timings)
        let renderer = HTMLRenderer()
        let parseAndRender = stopwatch.measure { renderer.render(MarkdownParser.parse(bytes)).utf8.count }
        table.add("laminate parse + render HTML", parseAndRender.timings)
        let runCount = max(0, options.warmups) &+ max(1, options.runs)
        print("syntax nodes: \(parse.checksum / runCount), HTML bytes: \(parseAndRender.checksum / runCount)\n")
        return (parse.timings, parseAndRender.timings)
    }

    private static func printPreamble(_ document: BenchDocument, _ options: BenchOptions) {
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift run -c release laminate-bench …`\n")
        #endif
        print("document: \(document.summary)")
        print("runs: \(options.runs) measured, after \(options.warmups) warm-up\n")
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
