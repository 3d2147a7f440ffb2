import Foundation
import Testing

/// Real editors, with the configurations shipped in `editors/`, driven
/// against the built `laminate` by the scripts in `editors/test`. Each test
/// skips, saying which editor is missing, when that editor is not installed.
struct EditorSmokeTests {
    struct Editor: Sendable, CustomTestStringConvertible {
        var name: String
        /// The program looked for on `PATH`.
        var command: String
        /// The script in `editors/test` that drives it.
        var script: String
        /// How to get the editor on Debian, for the skip message.
        var install: String

        var testDescription: String { name }
    }

    static let editors = [
        Editor(name: "Neovim", command: "nvim", script: "neovim-smoke.sh", install: "apt-get install -y neovim"),
        Editor(name: "Emacs", command: "emacs", script: "emacs-smoke.sh",
               install: "apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode"),
    ]

    /// The scripts bound each editor run (two minutes); this is only a last
    /// resort should a script itself hang.
    static let scriptTimeout: TimeInterval = 300

    @Test(arguments: editors)
    func editorWorksWithTheServer(editor: Editor) throws {
        guard let executable = PipeReplay.executable else {
            print("skipping \(editor.name) smoke test: the laminate executable was not found next to the tests")
            return
        }
        guard Self.isOnPath(editor.command) else {
            print("skipping \(editor.name) smoke test: \(editor.command) is not on PATH (Debian: \(editor.install))")
            return
        }
        let script = ProtocolFixture.packageRoot.appendingPathComponent("editors/test/\(editor.script)")
        let run = try Self.runScript(script, arguments: [executable.path])
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch run.status {
        case 0:
            // The skipped checks and the verdict, so a CI log shows what ran.
            for line in lines where line.hasPrefix("skip:") || line.hasSuffix(": passed") {
                print("\(editor.name) smoke test: \(line)")
            }
        case 2:
            // The script found something missing (e.g. an Emacs package).
            print("skipping \(editor.name) smoke test: \(run.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        default:
            Issue.record("\(editor.name) smoke test failed (status \(run.status)):\n\(run.output)")
        }
    }

    static func isOnPath(_ command: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(command)")
        }
    }

    struct ScriptRun {
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
    }

    static func runScript(_ script: URL, arguments: [String]) throws -> ScriptRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + scriptTimeout, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return ScriptRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
