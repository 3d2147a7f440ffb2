#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown
import Testing

/// Bad input gets an attributed string or an error, never a crash or a hang,
/// under every syntax and failure policy.
struct MarkdownHostileInputTests {
    struct Input: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static func repeated(_ text: String, _ count: Int) -> [UInt8] { Array(String(repeating: text, count: count).utf8) }

    static let inputs: [Input] = [
        Input(name: "50,000 soft breaks with spaces", bytes: repeated("a   \n   ", 50_000)),
        Input(name: "20,000 nested spans", bytes: repeated("^[", 20_000) + Array("x".utf8) + repeated("](k: 1)", 20_000)),
        Input(name: "20,000 unclosed attribute lists", bytes: repeated("^[a](k: ", 20_000)),
        Input(name: "20,000 nested quotes", bytes: repeated("> ", 20_000) + Array("deep".utf8)),
        Input(name: "invalid UTF-8, NUL and CR line endings", bytes: [0xFF, 0xFE, 0x00, 0x0D, 0x61, 0x0D, 0x0A, 0xC3] + repeated("\r\r\n", 1_000)),
        Input(name: "only white space", bytes: repeated(" \t\n", 10_000)),
        Input(name: "empty", bytes: []),
    ]

    @Test(arguments: inputs)
    func everySyntaxAndPolicyFinishes(_ input: Input) {
        for syntax in [AttributedString.MarkdownParsingOptions.InterpretedSyntax.full, .inlineOnly, .inlineOnlyPreservingWhitespace] {
            for policy in [AttributedString.MarkdownParsingOptions.FailurePolicy.throwError, .returnPartiallyParsedIfPossible] {
                let options = AttributedString.MarkdownParsingOptions(
                    allowsExtendedAttributes: true, interpretedSyntax: syntax,
                    failurePolicy: policy)
                let result = Result { try AttributedString(markdown: Data(input.bytes), including: \.testApp, options: options) }
                if policy == .returnPartiallyParsedIfPossible {
                    #expect((try? result.get()) != nil, "\(syntax) gave \(result)")
                }
            }
        }
    }
}
#endif
