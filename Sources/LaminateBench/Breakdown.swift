import Foundation
import LaminateDialect

/// `laminate-bench breakdown`: one document per construct (plain prose,
/// emphasis, links, attribute spans, tables, lists, …), each timed with
/// Laminate and with cmark-gfm, so that the constructs on which Laminate is
/// slower stand out. Figures are from each one's fastest run in CPU time,
/// which a busy machine disturbs less than wall-clock time: the constructs
/// are compared with each other, so steadiness matters more here.
enum Breakdown {
    static let defaultSize = ByteSize(bytes: 2_000_000)

    static func run(_ options: BenchOptions) throws {
        let size = options.size ?? defaultSize
        let cmarkGFM = ExternalRenderer.available().first { $0.displayName.hasPrefix("cmark-gfm") }
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift run -c release laminate-bench …`\n")
        #endif
        print("breakdown: one \(size) document per construct, seed \(options.seed), best of \(options.runs) runs in CPU time")
        if cmarkGFM == nil {
            print("(cmark-gfm is not on PATH: Laminate's figures only)")
        }
        print("")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("laminate-breakdown-\(ProcessInfo.processInfo.processIdentifier).md").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        var rows: [[String]] = [["construct", "parse MB/s", "parse+HTML MB/s", "cmark-gfm MB/s", "laminate/cmark-gfm"]]
        let renderer = HTMLRenderer()
        for focus in DocumentGenerator.Focus.allCases {
            var generator = DocumentGenerator(seed: options.seed)
            let bytes = generator.focusedDocument(focus, minimumByteCount: size.bytes)
            var works: [() throws -> Int] = [
                { MarkdownParser.parse(bytes).nodeCount },
                { renderer.render(MarkdownParser.parse(bytes)).utf8.count },
            ]
            if let cmarkGFM {
                try writeBytes(bytes, to: scratch)
                works.append { try cmarkGFM.render(file: scratch) }
            }
            let results = try Stopwatch(runs: options.runs, warmups: options.warmups).measureInterleaved(works)
            let rates = results.map { Timings.megabytesPerSecond(bytes: bytes.count, seconds: $0.cpu.minimum) }
            let ratio = rates.count > 2 ? "\(Decimal2(rates[1] / rates[2]))×" : "–"
            rows.append([
                focus.name,
                "\(Decimal2(rates[0]))",
                "\(Decimal2(rates[1]))",
                rates.count > 2 ? "\(Decimal2(rates[2]))" : "–",
                ratio,
            ])
        }
        print(alignedTable(rows))
        print("\nlaminate/cmark-gfm compares parse + HTML with cmark-gfm's whole run; above 1× Laminate is faster.")
    }

    /// Left-aligns the first column and right-aligns the others.
    private static func alignedTable(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column >= widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] &- cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "   ")
        }.joined(separator: "\n")
    }
}
