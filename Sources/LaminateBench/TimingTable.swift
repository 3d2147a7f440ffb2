/// Prints benchmark results as an aligned plain-text table: one row per
/// measured thing, with minimum and median times and the throughput each
/// means.
struct TimingTable {
    struct Row {
        var label: String
        var timings: Timings
    }

    let documentBytes: Int
    var rows: [Row] = []

    init(documentBytes: Int) {
        self.documentBytes = documentBytes
    }

    mutating func add(_ label: String, _ timings: Timings) {
        rows.append(Row(label: label, timings: timings))
    }

    var text: String {
        let header = ["", "min", "median", "max", "MB/s (best)", "MB/s (median)"]
        var cells: [[String]] = [header]
        for row in rows {
            cells.append([
                row.label,
                "\(Decimal3(row.timings.minimum)) s",
                "\(Decimal3(row.timings.median)) s",
                "\(Decimal3(row.timings.maximum)) s",
                "\(Decimal2(Timings.megabytesPerSecond(bytes: documentBytes, seconds: row.timings.minimum)))",
                "\(Decimal2(Timings.megabytesPerSecond(bytes: documentBytes, seconds: row.timings.median)))",
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
