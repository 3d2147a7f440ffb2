/// A size in bytes as written on the command line: `10MB`, `512KB`, `1.5MiB`,
/// `2000000`.
///
/// `KB`, `MB` and `GB` are decimal (powers of 1000), so that the throughput the
/// benchmark prints in MB/s divides by the same unit; `KiB`, `MiB` and `GiB`
/// are binary. A bare `K`, `M` or `G` means the decimal unit.
struct ByteSize: Equatable, CustomStringConvertible {
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        let numberPart = trimmed.prefix { $0.isNumber || $0 == "." }
        let unitPart = trimmed.dropFirst(numberPart.count).lowercased()
        guard let number = Double(numberPart), number.isFinite, number > 0,
            let multiplier = ByteSize.multipliers[unitPart]
        else { return nil }
        let product = number * multiplier
        // A document is built in memory: beyond 4 GB is certainly a typo,
        // and the cap keeps the conversion to `Int` from trapping.
        guard product >= 1, product <= ByteSize.maximum else { return nil }
        bytes = Int(product)
    }

    static let maximum: Double = 4e9

    private static let multipliers: [String: Double] = [
        "": 1, "b": 1,
        "k": 1e3, "kb": 1e3, "kib": 1024,
        "m": 1e6, "mb": 1e6, "mib": 1_048_576,
        "g": 1e9, "gb": 1e9, "gib": 1_073_741_824,
    ]

    /// The size as a person writes it, e.g. `100 KB`, `1 MB`, `2.5 MB`.
    var shortDescription: String {
        let (value, unit) = bytes >= 1_000_000 ? (Double(bytes) / 1e6, "MB") : bytes >= 1000 ? (Double(bytes) / 1e3, "KB") : (Double(bytes), "B")
        var digits = Decimal2(value).description
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return "\(digits) \(unit)"
    }

    /// The size in decimal megabytes, e.g. `10.00 MB`.
    var description: String {
        "\(Decimal2(Double(bytes) / 1e6)) MB"
    }
}
