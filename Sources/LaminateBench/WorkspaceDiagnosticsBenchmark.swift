import Foundation
import LaminateProtocol

/// `laminate-bench workspace`: the problems of a whole workspace, as
/// `laminate check DIR` prints them and as the server's `workspace/diagnostic`
/// pull reports them, both as whole processes (the server over pipes, as an
/// editor runs it). The workspace is generated once into a folder (by
/// default 10,000 cookbook files of 10KB each, in 100 folders) or is any
/// folder given.
///
/// First every run of `laminate check DIR` (wall time, peak memory from
/// `wait4`, problems counted as printed lines), then every run of a fresh
/// `laminate lsp` that indexes the folder and answers one pull (the time
/// from the request to its last partial result or answer, the problems in
/// its reports, and the server's peak memory, read before it exits). Not
/// alternated: Linux counts the peak memory of the process that spawned a
/// child into the child's (`posix_spawn` shares its memory until `exec`), so
/// the checks run while this process is still small, before it has read
/// any pull's reports.
enum WorkspaceDiagnosticsBenchmark {
    struct Figures {
        var seconds: Double
        var peakBytes: Int
        var problems: Int
    }

    static func run(_ options: BenchOptions) async throws {
        let laminate = try options.server.map { URL(fileURLWithPath: $0) } ?? BenchCommands.laminateExecutable(options)
        let folder = try options.file ?? generatedWorkspace(options)
        print("workspace: \(folder)")
        var checks: [Figures] = []
        var pulls: [Figures] = []
        var indexing: [Double] = []
        for _ in 0..<options.runs {
            checks.append(try check(folder, laminate: laminate))
        }
        for _ in 0..<options.runs {
            let (pull, indexed) = try await pull(folder, laminate: laminate)
            pulls.append(pull)
            indexing.append(indexed)
        }
        func median(_ values: [Double]) -> Double { Timings(seconds: values).median }
        let check = (median(checks.map(\.seconds)), median(checks.map { Double($0.peakBytes) }))
        let pull = (median(pulls.map(\.seconds)), median(pulls.map { Double($0.peakBytes) }))
        print("| what (median of \(options.runs) runs) | wall s | peak MiB | problems |")
        print("|---|---:|---:|---:|")
        print("| `laminate check DIR` (process) | \(Decimal2(check.0)) | \(Decimal2(check.1 / 1_048_576)) | \(checks[0].problems) |")
        print("| `laminate lsp`: indexing (initialized → index complete) | \(Decimal2(median(indexing))) | | |")
        print(
            "| `laminate lsp`: first `workspace/diagnostic` after indexing | \(Decimal2(pull.0)) | \(Decimal2(pull.1 / 1_048_576)) | \(pulls[0].problems) |"
        )
        print("pull / check: wall \(Decimal2(pull.0 / check.0))×, peak memory \(Decimal2(pull.1 / check.1))×")
    }

    /// The generated workspace's folder under `.build`, written once per
    /// file count, size and seed.
    private static func generatedWorkspace(_ options: BenchOptions) throws -> String {
        let size = options.size ?? ByteSize(bytes: 10_000)
        let count = options.files
        let folder = FileManager.default.currentDirectoryPath + "/.build/bench-workspace-\(count)-\(size.bytes)-\(options.seed)"
        let complete = folder + "/.complete"
        if FileManager.default.fileExists(atPath: complete) { return folder }
        try? FileManager.default.removeItem(atPath: folder)
        for index in 0..<count {
            let chapter = "\(folder)/chapter\(index % 100)"
            if index < 100 { try FileManager.default.createDirectory(atPath: chapter, withIntermediateDirectories: true) }
            let bytes = DocumentGenerator.generate(size: size, seed: options.seed &+ UInt64(index), dialect: .attributedMarkdown, focus: nil)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(chapter)/recipe\(index).md"))
        }
        _ = FileManager.default.createFile(atPath: complete, contents: nil)
        return folder
    }

    /// `laminate check DIR` as a process: its wall time, its own peak
    /// memory (`wait4`) and how many problems it printed (one a line).
    private static func check(_ folder: String, laminate: URL) throws -> Figures {
        let usage = try ChildProcess.run(laminate.path, ["check", folder])
        return Figures(seconds: usage.seconds, peakBytes: usage.peakBytes, problems: usage.outputLines)
    }

    /// A fresh `laminate lsp` on `folder`: waits for its index, then times
    /// one `workspace/diagnostic` pull, its reports streamed as partial
    /// results. Returns the pull's figures and the indexing time.
    private static func pull(_ folder: String, laminate: URL) async throws -> (Figures, Double) {
        let client = SessionClient(try PipeTransport(server: laminate))
        let root = URL(fileURLWithPath: folder).absoluteString
        let capabilities: JSONValue = ["workspace": ["diagnostics": [:]], "textDocument": ["diagnostic": [:]]]
        _ = try await client.request("initialize", ["rootUri": .string(root), "capabilities": capabilities])
        let clock = ContinuousClock()
        let started = clock.now
        client.notify("initialized", [:])
        _ = try await client.request("laminate/flushIndex", nil)
        let indexed = clock.now
        let token = "laminate-bench-pull"
        let (result, partials, finished) = try await client.requestStreaming(
            "workspace/diagnostic", ["previousResultIds": [], "partialResultToken": .string(token)], token: token)
        let elapsed = finished - indexed
        var problems = 0
        for value in partials + [result] {
            guard case .array(let reports)? = value["items"] else { continue }
            for report in reports {
                if case .array(let items)? = report["items"] { problems += items.count }
            }
        }
        let usage = await client.shutDown()
        return (
            Figures(seconds: seconds(elapsed), peakBytes: usage?.peakResidentBytes ?? 0, problems: problems),
            seconds(indexed - started)
        )
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
