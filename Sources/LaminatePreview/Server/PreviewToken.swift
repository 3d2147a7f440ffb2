/// The secret in the preview's URL path: 128 random bits in hex. Whoever
/// does not have the URL (another user of the machine, a web page probing
/// local ports) cannot guess it, so cannot read the document.
public struct PreviewToken: Sendable, Equatable {
    public let hex: String

    public init(hex: String) {
        self.hex = hex
    }

    public static func random() -> PreviewToken {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    static func random(using generator: inout some RandomNumberGenerator) -> PreviewToken {
        let words = [generator.next() as UInt64, generator.next() as UInt64]
        let hex = words.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
        return PreviewToken(hex: hex)
    }
}
