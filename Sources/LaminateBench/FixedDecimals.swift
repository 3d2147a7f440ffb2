// Numbers printed with a fixed number of decimals, without Foundation's
// formatters (whose output depends on the locale).

/// A number printed with two decimals, without Foundation's formatters.
struct Decimal2: CustomStringConvertible {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    var description: String {
        guard value.isFinite else { return "–" }
        let hundredths = (abs(value) * 100).rounded()
        guard hundredths < 1e15 else { return "\(value)" }
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// A number printed with three decimals (times in seconds).
struct Decimal3: CustomStringConvertible {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    var description: String {
        guard value.isFinite, abs(value) < 1e12 else { return "–" }
        let thousandths = Int((value * 1000).rounded())
        let digits = String(abs(thousandths) % 1000)
        let sign = thousandths < 0 ? "-" : ""
        return "\(sign)\(abs(thousandths) / 1000).\(String(repeating: "0", count: 3 &- digits.count))\(digits)"
    }
}
