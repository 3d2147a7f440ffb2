import Foundation
import Testing

/// The live preview in headless Chromium (`editors/test/preview-browser.py`):
/// what the page shows (computed colours and weights, the ingredient's
/// marking), an edit sent to `laminate lsp` reaching the page within a
/// second without a reload, the access checks, and the document's scripts
/// inert (or, with `allow-html`, running in the sandboxed frame only).
/// Skips, saying so, without Chromium or Python; under
/// `LAMINATE_REQUIRE_EDITORS=1` (CI) that is a failure.
struct PreviewBrowserTests {
    static let install = "Debian: apt-get install -y chromium; or set LAMINATE_CHROMIUM"

    @Test func thePreviewInChromium() throws {
        let test = "preview in Chromium (editors/test/preview-browser.py)"
        guard let executable = PipeReplay.executable else {
            ExternalProgram.unavailable(test, because: "the laminate executable was not found next to the tests")
            return
        }
        let browser =
            ProcessInfo.processInfo.environment["LAMINATE_CHROMIUM"].map { _ in
                ExternalProgram.named(by: "LAMINATE_CHROMIUM", install: Self.install)
            } ?? ExternalProgram.onPath("chromium", install: Self.install)
        guard ExternalProgram.path(browser, for: test) != nil,
            let python = ExternalProgram.path(
                ExternalProgram.onPath("python3", install: "Debian: apt-get install -y python3"),
                for: test)
        else { return }
        let script = ProtocolFixture.packageRoot.appendingPathComponent("editors/test/preview-browser.py")
        let run = try ExternalProgram.run(python, arguments: [script.path, executable.path], timeout: 180)
        switch run.status {
        case 0:
            let lines = run.output.split(separator: "\n")
            if let version = lines.first { print("\(test): \(version)") }
            for line in lines where line.contains("within a second") { print("\(test): \(line)") }
        case 2:
            ExternalProgram.unavailable(test, because: run.output.trimmingCharacters(in: .whitespacesAndNewlines))
        default:
            Issue.record("\(test) failed (status \(run.status)):\n\(run.output)")
        }
    }
}
