/// The session benchmark's figures as one Markdown table, with what each
/// column measures under it.
struct SessionTable {
    struct Row {
        var document: String
        var textBytes: Int
        var transport: String
        var opening: EditingSession.Opening
        var keystrokes: [EditingSession.Keystroke]
        /// The server's usage once initialized, once the document is open and
        /// at the end (nil in process).
        var usage: (base: ServerUsage?, open: ServerUsage?, end: ServerUsage?)
    }

    private var rows: [Row] = []

    mutating func add(_ row: Row) { rows.append(row) }

    func markdown(edits: Int) -> String {
        var lines = [
            "| document | problems | server | open → diagnostics | keystroke → diagnostics | tokens full/delta | tokens range | hover | edit applied | delta answer | server CPU per keystroke | peak RSS: base, open, typing | RSS / byte | (RSS − base) / byte |",
            "|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for row in rows {
            let median = { (figure: (EditingSession.Keystroke) -> Duration) in Self.milliseconds(Self.median(row.keystrokes.map(figure))) }
            let deltaBytes = row.keystrokes.map(\.deltaBytes).sorted()
            let (base, open, end) = row.usage
            let memory =
                [base, open, end].contains { $0 == nil }
                ? "–"
                : [base, open, end].map { "\(Self.megabytes($0?.peakResidentBytes ?? 0))" }.joined(separator: ", ") + " MB"
            let perByte = { (bytes: Int?) in bytes.map { Decimal2(Double($0) / Double(max(row.textBytes, 1))).description } ?? "–" }
            let cpu =
                open.flatMap { open in
                    end.map { Self.milliseconds(.seconds(($0.cpuSeconds - open.cpuSeconds) / Double(max(row.keystrokes.count, 1)))) }
                } ?? "–"
            let cells = [
                row.document, String(row.opening.problemCount), row.transport, Self.milliseconds(row.opening.diagnostics),
                median(\.diagnostics), median(\.delta), median(\.range), median(\.hover), median(\.applied),
                deltaBytes.isEmpty ? "–" : "\(deltaBytes[deltaBytes.count / 2]) B", cpu, memory, perByte(end?.peakResidentBytes),
                perByte(end.flatMap { end in base.map { end.peakResidentBytes - $0.peakResidentBytes } }),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Times in milliseconds; per keystroke, the median of \(edits) (one letter typed into a word of the paragraph nearest the document's middle).",
            "- open → diagnostics: `didOpen` sent → `publishDiagnostics` of version 1 received (once).",
            "- keystroke → diagnostics: `didChange` sent → `publishDiagnostics` of that version received.",
            "- tokens full/delta, tokens range (a \(EditingSession.screenLines)-line screen around the cursor), hover (at the cursor): request sent → answer received, each after the diagnostics.",
            "- edit applied: `didChange` sent → answer to a request queued behind it (the edit is in the server's text).",
            "- delta answer: size of the framed `full/delta` answer (median).",
            "- server CPU per keystroke: user + system time of the `laminate lsp` process over the keystrokes (all the steps above), divided by their number; unlike the times, it does not grow when other programs hold the CPU.",
            "- peak RSS: `VmHWM` of the `laminate lsp` process in MB (10^6 bytes): once initialized (the fixed base), once the document is open (after the first diagnostics and full tokens), and at the end of the keystrokes. In process, the server shares the benchmark's memory and CPU (–).",
            "- RSS / byte: peak RSS at the end divided by the document's size; (RSS − base) / byte: what the document costs beyond the fixed base.",
            "- pipes: the real `laminate lsp` as a child process, over stdin/stdout; a message has arrived when its last byte is read (decoding it here is not counted). In process: the same server in this process; a message has arrived when it is framed.",
        ]
        return lines.joined(separator: "\n")
    }

    static func median(_ durations: [Duration]) -> Duration {
        let sorted = durations.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    /// Three significant figures, at least one decimal below 10 ms.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        if value >= 100 { return String(Int(value.rounded())) }
        let text = Decimal2(value).description
        return value >= 10 ? String(text.dropLast()) : text
    }

    static func megabytes(_ bytes: Int) -> Int { Int((Double(bytes) / 1e6).rounded()) }
}
