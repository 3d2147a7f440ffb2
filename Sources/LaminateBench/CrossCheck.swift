import Foundation
import LaminateDialect

/// `laminate-bench crosscheck`: renders a generated CommonMark + GFM document
/// (the `--commonmark` dialect: no attribute spans) with Laminate and with
/// `cmark-gfm --unsafe -e table -e strikethrough`, recipe by recipe, and
/// reports the recipes whose HTML differs. A large differential test of the
/// parser and renderer, on realistic text rather than spec examples.
///
/// cmark-gfm implements CommonMark 0.29 (Debian 12's 0.29.0.gfm.6) and
/// Laminate 0.31.2, so a few differences are the spec's changes, not bugs.
enum CrossCheck {
    /// How many differing recipes are described on standard output.
    static let describedDifferences = 5

    static func run(_ options: BenchOptions) throws -> Bool {
        guard let cmarkGFM = ExternalRenderer.findOnPath("cmark-gfm") else {
            throw BenchFailure("crosscheck needs cmark-gfm on PATH (Debian: apt-get install cmark-gfm)")
        }
        let size = options.size ?? ByteSize(bytes: 1_000_000)
        var generator = DocumentGenerator(seed: options.seed, dialect: .commonMark)
        let document = generator.document(minimumByteCount: size.bytes)
        let boundaries = [0] + generator.recipeStarts + [document.count]
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("laminate-crosscheck-\(ProcessInfo.processInfo.processIdentifier).md").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        if let directory = options.outputPath {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }

        print(
            "crosscheck: \(ByteSize(bytes: document.count)) generated with --commonmark --seed \(options.seed), \(boundaries.count &- 1) pieces, against \(cmarkGFM.path)"
        )
        var differing = 0
        for index in 0..<(boundaries.count &- 1) {
            let lower = boundaries[index]
            let upper = boundaries[index &+ 1]
            guard lower < upper else { continue }
            let piece = Array(document[lower..<upper])
            try writeBytes(piece, to: scratch)
            let expected = try renderWithCmarkGFM(cmarkGFM, file: scratch)
            let actual = HTMLRenderer().render(MarkdownParser.parse(piece))
            guard actual != expected else { continue }
            differing &+= 1
            if differing <= describedDifferences {
                describe(piece: index, sourceOffset: lower, expected: expected, actual: actual)
            }
            if let directory = options.outputPath {
                try writeBytes(piece, to: "\(directory)/piece-\(index).md")
                try writeBytes(Array(expected.utf8), to: "\(directory)/piece-\(index).cmark-gfm.html")
                try writeBytes(Array(actual.utf8), to: "\(directory)/piece-\(index).laminate.html")
            }
        }
        let total = boundaries.count &- 1
        print("\(total &- differing) of \(total) pieces render the same, \(differing) differ")

        // The whole document too: what one piece does to the next (a list
        // or a quote left open, a definition used later) shows only here.
        try writeBytes(document, to: scratch)
        let wholeExpected = try renderWithCmarkGFM(cmarkGFM, file: scratch)
        let wholeActual = HTMLRenderer().render(MarkdownParser.parse(document))
        let wholeSame = wholeActual == wholeExpected
        print("the whole document renders \(wholeSame ? "the same" : "differently")")
        if !wholeSame {
            describe(piece: -1, sourceOffset: 0, expected: wholeExpected, actual: wholeActual)
            if let directory = options.outputPath {
                try writeBytes(document, to: "\(directory)/document.md")
                try writeBytes(Array(wholeExpected.utf8), to: "\(directory)/document.cmark-gfm.html")
                try writeBytes(Array(wholeActual.utf8), to: "\(directory)/document.laminate.html")
            }
        }
        if (differing > 0 || !wholeSame) && options.outputPath == nil {
            print("(rerun with -o DIR to write each difference and both renderings)")
        }
        return differing == 0 && wholeSame
    }

    private static func renderWithCmarkGFM(_ executable: URL, file: String) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--unsafe", "-e", "table", "-e", "strikethrough", file]
        let output = Pipe()
        process.standardOutput = output
        // Not `waitUntilExit()`, which polls on Linux, late by up to its interval.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Read to the end before waiting, so a large output cannot fill the
        // pipe and stall the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard process.terminationStatus == 0 else {
            throw BenchFailure("cmark-gfm exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Prints the first line where the two renderings part, with a little
    /// context.
    private static func describe(piece: Int, sourceOffset: Int, expected: String, actual: String) {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        let what = piece < 0 ? "the whole document" : "piece \(piece) (source bytes from \(sourceOffset))"
        print("\n\(what) differs at HTML line \(common &+ 1):")
        let contextStart = max(0, common &- 2)
        for line in expectedLines[contextStart..<min(expectedLines.count, common &+ 3)] {
            print("  cmark-gfm | \(line)")
        }
        for line in actualLines[contextStart..<min(actualLines.count, common &+ 3)] {
            print("  laminate  | \(line)")
        }
    }
}
