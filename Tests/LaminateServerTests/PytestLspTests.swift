import Foundation
import Testing

/// The pytest-lsp suite in `editors/test/pytest-lsp`: a third-party client
/// that checks every message of a session against lsprotocol's LSP types.
/// Runs with the `pytest` that `LAMINATE_PYTEST` names (a venv with the
/// suite's `requirements.txt`; `.ci/run` makes one); skips, saying so,
/// without it (a failure under `LAMINATE_REQUIRE_EDITORS=1`, as in CI).
struct PytestLspTests {
    static let install = "set LAMINATE_PYTEST to the pytest of a venv with editors/test/pytest-lsp/requirements.txt installed; .ci/run does"

    @Test func thirdPartyClientSessionsFitTheProtocol() throws {
        let test = "pytest-lsp suite"
        guard let executable = PipeReplay.executable else {
            ExternalProgram.unavailable(test, because: "the laminate executable was not found next to the tests")
            return
        }
        guard
            let pytest = ExternalProgram.path(
                ExternalProgram.named(by: "LAMINATE_PYTEST", install: Self.install),
                for: test)
        else { return }
        let suite = ProtocolFixture.packageRoot.appendingPathComponent("editors/test/pytest-lsp")
        // -rfE: a summary line per failure and error, enough to act on in a CI log.
        let run = try ExternalProgram.run(
            pytest, arguments: ["-q", "-rfE", suite.path],
            environment: [
                "LAMINATE_BINARY": executable.path,
                "PYTHONDONTWRITEBYTECODE": "1",
            ])
        if run.status == 0 {
            let verdict = run.output.split(separator: "\n").last { $0.contains(" passed") } ?? "passed"
            print("\(test): \(verdict.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "="))))")
        } else {
            Issue.record("\(test) failed (pytest status \(run.status)):\n\(run.output)")
        }
    }
}
