/// Prints benchmark results as an aligned plain-text table: one row per
/// measured thing, with minimum and median wall-clock times, the throughput
/// they mean, and the same from CPU time (steadier on a busy machine).
struct TimingTable {
    struct Row {
        var label: String
        var measurement: Stopwatch.Measurement
    }

    let documentBytes: Int
    var rows: [Row] = []

    init(documentBytes: Int) {
        self.documentBytes = documentBytes
    }

    mutating func add(_ label: String, _ measurement: Stopwatch.Measurement) {
        rows.append(Row(label: label, measurement: measurement))
    }

    var text: String {
        let header = ["", "min", "median", "max", "MB/s (best)", "MB/s (median)", "CPU min", "MB/s (CPU best)"]
        var cells: [[String]] = [header]
        for row in rows {
            let wall = row.measurement.wall
            let cpu = row.measurement.cpu
            cells.append([
                row.label,
                "\(Decimal3(wall.minimum)) s",
                "\(Decimal3(wall.median)) s",
                "\(Decimal3(wall.maximum)) s",
                "\(Decimal2(Timings.megabytesPerSecond(bytes: documentBytes, seconds: wall.minimum)))",
                "\(Decimal2(Timings.megabytesPerSecond(bytes: documentBytes, seconds: wall.median)))",
                "\(Decimal3(cpu.minimum)) s",
                "\(Decimal2(Timings.megabytesPerSecond(bytes: documentBytes, seconds: cpu.minimum)))",
            ])
        }
        var widths = Array(repeating: 0, count: header.count)
        for line in cells {
            for (column, cell) in line.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return cells.map { line in
            line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] &- cell.count)
                // The label column is left-aligned, figures right-aligned.
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "   ")
        }.joined(separator: "\n")
    }
}
