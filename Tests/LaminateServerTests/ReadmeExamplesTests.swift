import Foundation
import Testing

/// Every example in the README runs as written: each line of a ```sh block
/// that starts with `laminate` is run by `/bin/sh` from the repository's
/// root, with the built `laminate` first on `PATH`, and must exit with the
/// status its comment gives (`# exits 1: …`), else 0. Other lines of those
/// blocks (building, installing) are what this test's own build has done.
struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible {
        var command: String
        var expectedStatus: Int32
        var testDescription: String { command }
    }

    static let readme: String = {
        let url = ProtocolFixture.packageRoot.appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The lines of the README's ```sh blocks.
    static var shellLines: [String] {
        var lines: [String] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            if inShell { lines.append(line.trimmingCharacters(in: .whitespaces)) }
        }
        return lines
    }

    static var examples: [Example] {
        shellLines.filter { $0.hasPrefix("laminate ") || $0 == "laminate" }.map { line in
            var status: Int32 = 0
            if let comment = line.range(of: "# exits "),
                let digit = line[comment.upperBound...].first?.wholeNumberValue
            {
                status = Int32(digit)
            }
            return Example(command: line, expectedStatus: status)
        }
    }

    @Test func theReadmeHasExamplesAndSaysHowToTest() {
        #expect(Self.examples.count >= 3, "the README's ```sh blocks hold no laminate examples")
        // .ci/run runs the README's test command; it must stay `swift test`.
        #expect(Self.shellLines.contains("swift test"))
        #expect(!Self.readme.contains("../shared"), "the README must not lead outside the repository")
    }

    @Test(arguments: examples)
    func exampleRunsAsWritten(_ example: Example) throws {
        guard let executable = PipeReplay.executable else {
            print("skipping: the laminate executable was not found next to the tests")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout")
        let stderrURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", example.command]
        process.currentDirectoryURL = ProtocolFixture.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("`\(example.command)` did not finish within 120 s")
            return
        }
        let stdout = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        #expect(
            process.terminationStatus == example.expectedStatus,
            "`\(example.command)` exited \(process.terminationStatus), not \(example.expectedStatus)\nstdout: \(stdout.prefix(2000))\nstderr: \(stderr.prefix(2000))"
        )
    }
}
