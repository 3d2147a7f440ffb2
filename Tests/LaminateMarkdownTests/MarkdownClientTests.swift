#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import Testing

/// A package that depends on this one by path compiles a program written
/// against Apple's Foundation API (`Fixtures/ClientPackage`: a custom scope
/// with a `MarkdownDecodableAttributedStringKey`, the three syntaxes, links,
/// intents, both failure policies), runs it, and prints what Foundation
/// prints for it: `Fixtures/ClientPackage/expected-output.txt`, which the
/// verified runs conventions give (RunsFoundationSourcesTests).
/// `RECORD_SNAPSHOTS=1` rewrites it, and the test then fails. The build
/// goes to `.build/markdown-client` so that later runs are incremental.
struct MarkdownClientTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ClientPackage")
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var swift: URL? {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
            + ["/opt/swift/usr/bin/swift", "/usr/bin/swift"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Runs `executable` with `arguments`; its standard output, or nil (with the output recorded) when it fails.
    static func run(_ executable: URL, _ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            Issue.record("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(text)")
            return nil
        }
        return text
    }

    @Test func aPackageWrittenForFoundationBuildsAndPrintsWhatFoundationPrints() throws {
        guard let swift = Self.swift else {
            print("MarkdownClientTests: no swift executable found; skipped")
            return
        }
        let work = Self.packageRoot.appendingPathComponent(".build/markdown-client")
        let package = work.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/MarkdownClient"), withIntermediateDirectories: true)
        let manifest = try String(contentsOf: Self.fixture.appendingPathComponent("Package.swift.template"), encoding: .utf8)
            .replacingOccurrences(of: "LAMINATE_PACKAGE_PATH", with: Self.packageRoot.path)
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let main = try Data(contentsOf: Self.fixture.appendingPathComponent("Sources/MarkdownClient/main.swift"))
        try main.write(to: package.appendingPathComponent("Sources/MarkdownClient/main.swift"))

        let scratch = work.appendingPathComponent("build").path
        guard try Self.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch]) != nil,
            let binPath = try Self.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch, "--show-bin-path"]),
            let output = try Self.run(
                URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines))
                    .appendingPathComponent("MarkdownClient"), [])
        else { return }

        let goldenURL = Self.fixture.appendingPathComponent("expected-output.txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(output.utf8).write(to: goldenURL)
            Issue.record("recorded \(goldenURL.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: goldenURL)) ?? Data(), as: UTF8.self)
        #expect(output == expected)
    }
}
#endif
