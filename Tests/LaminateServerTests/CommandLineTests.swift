import Foundation
import LaminateServer
import Testing

/// The `laminate` executable's subcommands, run as a user would.
struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], input: [UInt8] = [], directory: URL? = nil) throws -> Run? {
        guard let executable = PipeReplay.executable else {
            print("skipping: the laminate executable was not found next to the tests")
            return nil
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }

    @Test func versionPrintsTheServerVersion() throws {
        guard let run = try Self.run(["--version"]) else { return }
        #expect(run.status == 0)
        #expect(run.stdout == "laminate \(ServerVersion.version)\n")
    }

    @Test func unknownCommandIsAUsageError() throws {
        guard let run = try Self.run(["frobnicate"]) else { return }
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("usage: laminate"))
    }

    @Test func htmlReadsStandardInput() throws {
        guard let run = try Self.run(["html", "-"], input: Array("plain text\n".utf8)) else { return }
        #expect(run.status == 0)
    }

    @Test func htmlReportsAMissingFile() throws {
        guard let run = try Self.run(["html", "/nonexistent/file.md"]) else { return }
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read"))
    }

    @Test(arguments: [["lsp"], ["--stdio"], ["lsp", "--stdio"]])
    func serverStartsWithEitherSpelling(arguments: [String]) throws {
        func frame(_ json: String) -> [UInt8] { Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }
        let input =
            frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
            + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        guard let run = try Self.run(arguments, input: input) else { return }
        #expect(run.status == 0)
        #expect(run.stdout.contains(#""serverInfo""#))
        #expect(run.stdout.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }
}
