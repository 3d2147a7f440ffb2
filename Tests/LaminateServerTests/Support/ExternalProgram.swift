import Foundation
import Testing

/// Programs from outside the toolchain that some tests drive: editors,
/// pytest. A developer may not have them, so such a test skips, saying
/// what is missing; CI installs them all and sets
/// `LAMINATE_REQUIRE_EDITORS=1`, under which a missing program fails the
/// test instead, so that CI cannot pass without running it.
enum ExternalProgram {
    static var isRequired: Bool { ProcessInfo.processInfo.environment["LAMINATE_REQUIRE_EDITORS"] == "1" }

    /// Reports that `test` cannot run: a skip, or under
    /// `LAMINATE_REQUIRE_EDITORS=1` a failure.
    static func unavailable(
        _ test: String, because reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if isRequired {
            Issue.record("\(test) could not run (LAMINATE_REQUIRE_EDITORS=1): \(reason)", sourceLocation: sourceLocation)
        } else {
            print("skipping \(test): \(reason)")
        }
    }

    /// Where a program was found, or why it was not.
    enum Lookup {
        case found(path: String)
        case missing(reason: String)
    }

    /// The program's path; nil after reporting `test` unavailable.
    static func path(_ lookup: Lookup, for test: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        switch lookup {
        case .found(let path):
            return path
        case .missing(let reason):
            unavailable(test, because: reason, sourceLocation: sourceLocation)
            return nil
        }
    }

    /// `command` on `PATH`; `install` says how to get it.
    static func onPath(_ command: String, install: String) -> Lookup {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { "\($0)/\(command)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return found.map { .found(path: $0) } ?? .missing(reason: "\(command) is not on PATH (\(install))")
    }

    /// The executable an environment variable names; `install` says how to
    /// get one.
    static func named(by variable: String, install: String) -> Lookup {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else {
            return .missing(reason: "\(variable) is not set (\(install))")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return .missing(reason: "\(variable)=\(path) is not an executable (\(install))")
        }
        return .found(path: path)
    }

    struct Run {
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
    }

    /// Runs `executable` to its end, killed after `timeout` seconds: the
    /// scripts bound their own waits, this is the last resort should one
    /// hang.
    static func run(
        _ executable: String, arguments: [String], environment: [String: String] = [:],
        timeout: TimeInterval = 300
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
