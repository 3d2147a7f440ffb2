import Testing

@testable import LaminateAttributes

/// The key character classes answer ASCII without the Unicode property
/// lookup; the answers must be those of the lookup.
struct JSON5CharactersTests {
    static func byCategory(_ scalar: Unicode.Scalar, continuation: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return continuation
        default:
            return continuation && [0x5F, 0x24, 0x5C].contains(scalar.value)
        }
    }

    @Test func asciiShortcutsAgreeWithTheUnicodeCategories() {
        for value in UInt32(0)..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(JSON5Characters.isKeyStart(scalar) == Self.byCategory(scalar, continuation: false), "\(value)")
            #expect(JSON5Characters.isKeyContinuation(scalar) == Self.byCategory(scalar, continuation: true), "\(value)")
        }
    }
}
