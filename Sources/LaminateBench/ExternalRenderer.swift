import Foundation

/// A Markdown-to-HTML program we compare against (cmark-gfm, cmark), timed
/// as a whole process that renders a file to /dev/null.
struct ExternalRenderer {
    let displayName: String
    let executable: URL
    let arguments: [String]
    /// The exit statuses of a run that worked (`laminate check` exits 1
    /// when it finds an error, as on the generated cookbook).
    var acceptedStatuses: Set<Int32> = [0]

    /// The renderers found on PATH, in the order they are reported.
    static func available() -> [ExternalRenderer] {
        var renderers: [ExternalRenderer] = []
        if let cmarkGFM = findOnPath("cmark-gfm") {
            renderers.append(
                ExternalRenderer(
                    displayName: "cmark-gfm -e table -e strikethrough",
                    executable: cmarkGFM,
                    arguments: ["-e", "table", "-e", "strikethrough"]))
        }
        if let cmark = findOnPath("cmark") {
            renderers.append(ExternalRenderer(displayName: "cmark", executable: cmark, arguments: []))
        }
        return renderers
    }

    static func findOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    /// Runs the renderer on `file` once, with its HTML going to /dev/null;
    /// returns the exit status, which callers add to their checksum.
    func render(file: String) throws -> Int {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + [file]
        guard let devNull = FileHandle(forWritingAtPath: "/dev/null") else {
            throw BenchFailure("cannot open /dev/null")
        }
        defer { try? devNull.close() }
        process.standardOutput = devNull
        // Not `waitUntilExit()`: on Linux it polls the run loop, which would
        // round every run up to a multiple of its polling interval.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        exited.wait()
        guard acceptedStatuses.contains(process.terminationStatus) else {
            throw BenchFailure("\(displayName) exited with status \(process.terminationStatus)")
        }
        return Int(process.terminationStatus)
    }
}
