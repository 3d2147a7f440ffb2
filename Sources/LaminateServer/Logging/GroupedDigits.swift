/// Counts written for people, with commas between groups of three digits
/// (`16,777,216`), the same in every locale, as the limits' messages and
/// the documentation write them.
extension BinaryInteger {
    var groupedDigits: String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}
