import Foundation
import PackagePlugin

/// `LaminateCheck`, a build-tool plugin: applied to a target, it checks the
/// target's Markdown files, String Catalogs, `.strings` files and Swift
/// sources with this package's `laminate check` in one build command, so
/// problems appear in the build's output as
/// `PATH:LINE:COL: error|warning: message [CODE]` (and in Xcode's issue
/// navigator). An error fails the build, warnings do not.
///
/// The command's inputs are the checked files and the `.laminate.json` in
/// force for each of them (the nearest one from its folder up to the
/// package's, as the editor finds it with the package as its workspace), so
/// the build system runs it again only when one of them changed. Its
/// output is a Swift file holding a comment, written when the check
/// passed: a build system runs a command only for an output the target
/// uses, and a passing check must not run again until an input changes.
/// A target with no such files gets no command.
@main
struct LaminateCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            checking: target.sourceFiles.map(\.url), targetName: target.name,
            root: context.package.directoryURL,
            laminate: context.tool(named: "laminate").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The extensions `laminate check` reads.
    static let checkedExtensions: Set<String> = ["md", "markdown", "amd", "xcstrings", "strings", "swift"]

    static func commands(
        checking files: [URL], targetName: String, root: URL, laminate: URL,
        workDirectory: URL
    ) -> [Command] {
        let checked = files.filter { checkedExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !checked.isEmpty else { return [] }
        let definitions = Set(checked.compactMap { definitionFile(for: $0, root: root) }).sorted { $0.path < $1.path }
        let passed = workDirectory.appendingPathComponent("LaminateCheck-\(targetName).swift")
        // `laminate check --format gcc FILE…` (compilers' `PATH:LINE:COL: error:` form, columns in
        // UTF-8 bytes as clang and swiftc count them, which SwiftPM and Xcode read), then the stamp
        // when it passed; "$0" is the stamp.
        let script = #"stamp="$0"; laminate="$1"; shift; "$laminate" check --format gcc "$@" && printf '// laminate check passed\n' > "$stamp""#
        return [
            .buildCommand(
                displayName: "Checking \(checked.count) file(s) of \(targetName) with laminate",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, passed.path, laminate.path] + checked.map(\.path),
                inputFiles: [laminate] + checked + definitions,
                outputFiles: [passed])
        ]
    }

    /// The `.laminate.json` in force for `file`: the nearest one in its
    /// folder or a folder above it, up to `root`.
    static func definitionFile(for file: URL, root: URL) -> URL? {
        let rootPath = root.standardizedFileURL.path
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(".laminate.json")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let path = folder.path
            if path == rootPath || !path.hasPrefix(rootPath) || path == "/" { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LaminateCheck: XcodeBuildToolPlugin {
    /// The same for a target of an Xcode project, the project's folder
    /// standing for the package's.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            checking: target.inputFiles.map(\.url), targetName: target.displayName,
            root: context.xcodeProject.directoryURL,
            laminate: context.tool(named: "laminate").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
