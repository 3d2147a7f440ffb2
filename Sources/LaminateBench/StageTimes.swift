import LaminateProtocol
import LaminateServer

/// The time each stage of a keystroke took, keystroke after keystroke, in
/// milliseconds: what `laminate-bench stages` reports, for a Markdown
/// document (`KeystrokeStages`) and for app strings (`ContainerKeystrokeStages`).
struct StageTimes<Stage: Hashable> {
    private let clock = ContinuousClock()
    private var milliseconds: [Stage: [Double]] = [:]

    /// Runs `work`, adding the time it took to `stage`'s, and returns its result.
    mutating func time<T>(_ stage: Stage, _ work: () -> T) -> T {
        var result: T?
        let elapsed = clock.measure { result = work() }
        milliseconds[stage, default: []].append(
            Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        return result!
    }

    /// The times of `stage`, one a keystroke.
    func timings(of stage: Stage) -> Timings { Timings(seconds: milliseconds[stage] ?? []) }

    /// Prints the Markdown table of every stage's median and minimum, in
    /// the order of `stages`, then `footnote` after a blank line.
    func printTable(of stages: [Stage], names: (Stage) -> String, footnote: String) {
        print("| step | median ms | min ms |")
        print("|---|--:|--:|")
        for stage in stages {
            let timings = timings(of: stage)
            print("| \(names(stage)) | \(Decimal2(timings.median)) | \(Decimal2(timings.minimum)) |")
        }
        print("\n" + footnote)
    }

    /// The change an editor sends when one "x" is typed at `offset` (UTF-8)
    /// of `snapshot`, in UTF-16 positions.
    static func typing(at offset: Int, in snapshot: DocumentSnapshot) -> TextDocumentContentChangeEvent {
        let place = snapshot.lineIndex.position(ofUTF8Offset: offset, in: .utf16)
        let position = Position(line: place.line, character: place.column)
        return TextDocumentContentChangeEvent(range: LSPRange(start: position, end: position), text: "x")
    }
}
