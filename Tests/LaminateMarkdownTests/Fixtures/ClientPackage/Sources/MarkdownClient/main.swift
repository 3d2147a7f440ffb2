// Written against Apple's Foundation API only: on Apple platforms it builds
// with Foundation's Markdown, elsewhere with LaminateMarkdown's, and prints
// the same lines.
import Foundation
import LaminateMarkdown

enum RainbowAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case plain, fun, extreme }
    static let name = "rainbow"
}

extension AttributeScopes {
    struct CaffeAppAttributes: AttributeScope {
        let rainbow: RainbowAttribute
        let foundation: FoundationAttributes
    }

    var caffeApp: CaffeAppAttributes.Type { CaffeAppAttributes.self }
}

extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CaffeAppAttributes, T>) -> T {
        self[T.self]
    }
}

func kindName(_ kind: PresentationIntent.Kind) -> String {
    switch kind {
    case .paragraph: return "paragraph"
    case .header(let level): return "header(\(level))"
    case .orderedList: return "orderedList"
    case .unorderedList: return "unorderedList"
    case .listItem(let ordinal): return "listItem(\(ordinal))"
    case .codeBlock(let languageHint): return "codeBlock(\(languageHint ?? "nil"))"
    case .blockQuote: return "blockQuote"
    case .thematicBreak: return "thematicBreak"
    case .table(let columns): return "table(\(columns.map { "\($0.alignment)" }.joined(separator: ",")))"
    case .tableHeaderRow: return "tableHeaderRow"
    case .tableRow(let rowIndex): return "tableRow(\(rowIndex))"
    case .tableCell(let columnIndex): return "tableCell(\(columnIndex))"
    @unknown default: return "unknown"
    }
}

func inlineNames(_ intent: InlinePresentationIntent) -> [String] {
    let named: [(String, InlinePresentationIntent)] = [
        ("emphasized", .emphasized), ("stronglyEmphasized", .stronglyEmphasized), ("code", .code),
        ("strikethrough", .strikethrough), ("softBreak", .softBreak), ("lineBreak", .lineBreak),
        ("inlineHTML", .inlineHTML), ("blockHTML", .blockHTML),
    ]
    return named.filter { intent.contains($0.1) }.map(\.0)
}

func show(_ title: String, _ string: AttributedString) {
    print("== \(title)")
    for run in string.runs {
        var parts = [String(reflecting: String(string[run.range].characters))]
        if let intent = run.inlinePresentationIntent { parts += inlineNames(intent) }
        if let link = run.link { parts.append("link=" + link.absoluteString) }
        if let imageURL = run.imageURL { parts.append("image=" + imageURL.absoluteString) }
        if let rainbow = run.rainbow { parts.append("rainbow=" + rainbow.rawValue) }
        if let intent = run.presentationIntent {
            parts.append("@ " + intent.components.map { "\(kindName($0.kind))#\($0.identity)" }.joined(separator: ", "))
        }
        print(parts.joined(separator: " "))
    }
}

let document = """
    # Caffè *menu*

    Try the ^[**espresso**](rainbow: 'extreme') or ^[a latte](rainbow: 'fun', price: 4).
    See [prices](prices.html) and ![the cup](cup.png).

    - hot
    - cold

    | Drink | Price |
    | :--- | ---: |
    | Tea | 2 |
    """

do {
    let extended = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true)
    show("full, custom scope, base URL",
         try AttributedString(markdown: document, including: \.caffeApp, options: extended,
                              baseURL: URL(string: "https://caffe.example/menu/")))
    show("full, no extended attributes", try AttributedString(markdown: "Plain ^[text](rainbow: 'fun') and `code`."))
    var inlineOnly = extended
    inlineOnly.interpretedSyntax = .inlineOnly
    show("inlineOnly", try AttributedString(markdown: "# Not   a *heading*\n- nor a list", including: \.caffeApp, options: inlineOnly))
    var preserving = extended
    preserving.interpretedSyntax = .inlineOnlyPreservingWhitespace
    show("inlineOnlyPreservingWhitespace",
         try AttributedString(markdown: "Line ^[one](rainbow: 'plain')\n\n  line ~~two~~", including: \.caffeApp, options: preserving))
    do {
        _ = try AttributedString(markdown: "A ^[broken](rainbow: 'fun',,) list", including: \.caffeApp, options: extended)
        print("== throwError: no error")
    } catch {
        print("== throwError: threw")
    }
    var partial = extended
    partial.failurePolicy = .returnPartiallyParsedIfPossible
    show("returnPartiallyParsedIfPossible",
         try AttributedString(markdown: "A ^[broken](rainbow: 'fun',,) list", including: \.caffeApp, options: partial))
} catch {
    print("error: \(error)")
}
