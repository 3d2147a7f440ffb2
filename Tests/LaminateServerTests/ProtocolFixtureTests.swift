import Foundation
import Testing

/// Every case in `protocol-fixtures/`, replayed in-process and over pipes.
struct ProtocolFixtureTests {
    @Test func thereAreEnoughFixtures() {
        #expect(ProtocolFixture.allNames().count >= 30)
    }

    @Test(arguments: ProtocolFixture.allNames())
    func inProcess(name: String) async throws {
        let fixture = try ProtocolFixture.load(name)
        let transcript = await InProcessReplay.run(fixture.input)
        check(fixture, transcript)
    }

    @Test(arguments: ProtocolFixture.allNames())
    func overPipes(name: String) async throws {
        guard let executable = PipeReplay.executable else {
            print("skipping \(name) over pipes: the laminate executable was not found next to the tests")
            return
        }
        let fixture = try ProtocolFixture.load(name)
        let transcript = try PipeReplay.run(fixture.input, executable: executable)
        check(fixture, transcript)
    }

    private func check(_ fixture: ProtocolFixture, _ transcript: Transcript, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in transcript.outputProblems {
            Issue.record("\(fixture.name): \(problem)", sourceLocation: sourceLocation)
        }
        for problem in TranscriptComparison.problems(expected: fixture.expectedMessages, actual: transcript.messages) {
            Issue.record("\(fixture.name): \(problem)", sourceLocation: sourceLocation)
        }
        if let expectedExitCode = fixture.expectedExitCode {
            #expect(transcript.exitCode == expectedExitCode, "\(fixture.name): exit code", sourceLocation: sourceLocation)
        }
    }
}
