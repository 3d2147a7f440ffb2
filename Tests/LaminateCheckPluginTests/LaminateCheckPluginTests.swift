import Foundation
import Testing

/// The `LaminateCheck` build-tool plugin, used as a user uses it: a
/// fixture package (`Fixtures/Recipes`) depends on this package by path and
/// applies the plugin to three targets, and `swift build` is run on it.
///
/// It builds `laminate` from source a second time (in
/// `.build/plugin-fixture`, kept between runs so that later runs are
/// incremental), which takes minutes on a loaded machine, so it runs only
/// with `LAMINATE_PLUGIN_TEST=1`; `.ci/run` sets it.
@Suite(.serialized) struct LaminateCheckPluginTests {
    static let isEnabled = ProcessInfo.processInfo.environment["LAMINATE_PLUGIN_TEST"] == "1"
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recipes")
    static let work = packageRoot.appendingPathComponent(".build/plugin-fixture")

    struct Build {
        var status: Int32
        var output: String
        var lines: [Substring] { output.split(separator: "\n") }
    }

    /// A fresh copy of the fixture, with this package's path in its Package.swift.
    static func makePackage() throws -> URL {
        let package = work.appendingPathComponent("Recipes")
        let files = FileManager.default
        try? files.removeItem(at: package)
        try files.createDirectory(at: work, withIntermediateDirectories: true)
        try files.copyItem(at: fixture, to: package)
        let template = package.appendingPathComponent("Package.swift.template")
        let manifest = try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "LAMINATE_PATH", with: packageRoot.path)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try files.removeItem(at: template)
        return package
    }

    static func swiftExecutable() -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/opt/swift/usr/bin"] {
            let candidate = "\(folder)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swift"
    }

    static func build(_ package: URL, _ arguments: [String] = []) throws -> Build {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftExecutable())
        process.arguments =
            [
                "build", "--package-path", package.path,
                "--scratch-path", work.appendingPathComponent("scratch").path,
            ] + arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Build(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func write(_ text: String, to path: String, in package: URL) throws {
        try text.write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// `PATH:LINE:COL: SEVERITY: … [CODE]` for a file of the package, once.
    static func expectProblem(
        _ build: Build, _ package: URL, _ file: String, _ position: String, _ severity: String,
        _ code: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let start = "\(package.path)/\(file):\(position): \(severity): "
        let matches = build.lines.filter { $0.hasPrefix(start) && $0.hasSuffix("[\(code)]") }
        #expect(matches.count == 1, "\(start)… [\(code)] once in:\n\(build.output)", sourceLocation: sourceLocation)
    }

    static func checks(_ build: Build, target: String) -> Bool {
        build.lines.contains { $0.contains("Checking ") && $0.hasSuffix(" of \(target) with laminate") }
    }

    @Test(.enabled(if: isEnabled, "builds laminate from source again (minutes): set LAMINATE_PLUGIN_TEST=1 to run it; .ci/run does"))
    func mistakesFailTheBuildAndFixesPassIt() throws {
        let package = try Self.makePackage()

        // Every kind of file with a mistake: errors fail the build, the warning is shown.
        let recipes = try Self.build(package, ["--target", "Recipes"])
        #expect(recipes.status != 0, "the errors fail the build:\n\(recipes.output)")
        Self.expectProblem(recipes, package, "Sources/Recipes/Guide.md", "3:26", "error", "LAM005")
        Self.expectProblem(recipes, package, "Sources/Recipes/Guide.md", "3:43", "warning", "LAM002")
        Self.expectProblem(recipes, package, "Sources/Recipes/Localizable.xcstrings", "1:83", "error", "LAM004")
        Self.expectProblem(recipes, package, "Sources/Recipes/Recipes.swift", "1:47", "error", "LAM005")

        // A catalog that cannot be read: one LAM201 at it, the other file still checked.
        let catalogs = try Self.build(package, ["--target", "Catalogs"])
        #expect(catalogs.status != 0)
        Self.expectProblem(catalogs, package, "Sources/Catalogs/Broken.xcstrings", "1:38", "error", "LAM201")
        #expect(catalogs.lines.filter { $0.contains("LAM201") }.count == 1, "\(catalogs.output)")
        Self.expectProblem(catalogs, package, "Sources/Catalogs/Notes.md", "1:15", "warning", "LAM002")

        // A target with nothing to check: no command, no error.
        let empty = try Self.build(package, ["--target", "Empty"])
        #expect(empty.status == 0, "\(empty.output)")
        #expect(!Self.checks(empty, target: "Empty"), "\(empty.output)")

        // Fixed: the build passes; warnings stay warnings.
        try Self.write(
            "# Pancakes\n\nServes ^[four](servings: 4) and ^[a lot](foregroundColr: \"red\").\n",
            to: "Sources/Recipes/Guide.md", in: package)
        try Self.write("public let serves = \"Serves ^[four](servings: 4)\"\n", to: "Sources/Recipes/Recipes.swift", in: package)
        try Self.write(
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "Hello ^[world](inflect: true)": {} } }"#,
            to: "Sources/Recipes/Localizable.xcstrings", in: package)
        try Self.write(
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": {} }"#,
            to: "Sources/Catalogs/Broken.xcstrings", in: package)
        let fixed = try Self.build(package)
        #expect(fixed.status == 0, "\(fixed.output)")
        Self.expectProblem(fixed, package, "Sources/Recipes/Guide.md", "3:42", "warning", "LAM002")
        #expect(!fixed.output.contains(": error: "), "\(fixed.output)")

        // Nothing changed: the check does not run again.
        let again = try Self.build(package)
        #expect(again.status == 0)
        #expect(!Self.checks(again, target: "Recipes") && !again.output.contains("[LAM"), "\(again.output)")

        // The .laminate.json in force is an input: a stricter one runs the check again and fails it.
        try Self.write(
            #"{ "attributes": { "servings": { "type": "integer", "minimum": 1, "maximum": 2 } } }"#,
            to: ".laminate.json", in: package)
        let stricter = try Self.build(package)
        #expect(stricter.status != 0)
        Self.expectProblem(stricter, package, "Sources/Recipes/Guide.md", "3:26", "error", "LAM005")
    }
}
