import Foundation
import LaminateAttributes
import Testing

/// The user's reference (`Sources/laminate/Laminate.docc`) documents every
/// diagnostic code the sources can emit and every attribute of the built-in
/// catalog, and holds the tables generated from the code list and the
/// catalog. Set `REFERENCE_TABLES_DIR=/some/folder` to write the current
/// tables there for pasting.
struct ReferenceDocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = packageRoot.appendingPathComponent("Sources/laminate/Laminate.docc")

    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: [
        ("LanguageReference.md", "attribute catalog", AttributeCatalog.builtIn.markdownTable()),
        ("Diagnostics.md", "diagnostic codes", DiagnosticCode.markdownTable()),
    ])
    func articleHoldsTheGeneratedTable(article: String, name: String, table: String) throws {
        if let folder = ProcessInfo.processInfo.environment["REFERENCE_TABLES_DIR"] {
            try table.write(toFile: folder + "/" + name + ".md", atomically: true, encoding: .utf8)
        }
        let text = try Self.article(article)
        #expect(
            text.contains(table.trimmingCharacters(in: .newlines)),
            "\(article) does not hold the current \(name) table; write it with REFERENCE_TABLES_DIR=/tmp swift test --filter ReferenceDocumentationTests"
        )
    }

    /// Every `LAMnnn` written anywhere under `Sources` (outside the
    /// documentation itself), and every case of `DiagnosticCode`.
    static func codesTheSourcesCanEmit() throws -> Set<String> {
        var codes = Set(DiagnosticCode.allCases.map(\.rawValue))
        let sources = packageRoot.appendingPathComponent("Sources")
        let pattern = try Regex("LAM[0-9]{3}")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in text.matches(of: pattern) { codes.insert(String(text[match.range])) }
        }
        return codes
    }

    /// Each code has a section of its own, with an example and its fix.
    @Test func everyCodeHasASectionWithAnExampleAndAFix() throws {
        let text = try Self.article("Diagnostics.md")
        let codes = try Self.codesTheSourcesCanEmit()
        #expect(codes.count >= DiagnosticCode.allCases.count)
        let sections = text.components(separatedBy: "\n### ").dropFirst()
        for code in codes.sorted() {
            guard let section = sections.first(where: { $0.hasPrefix(code + ":") }) else {
                Issue.record("Diagnostics.md has no section '### \(code): …'")
                continue
            }
            #expect(section.contains("> "), "\(code)'s section quotes no message")
            #expect(section.contains("Fix"), "\(code)'s section says no fix")
        }
    }

    /// Each attribute of the built-in catalog has its row in the
    /// reference's catalog table: its value, its effect, its values.
    @Test func everyCatalogAttributeIsInTheReference() throws {
        let text = try Self.article("LanguageReference.md")
        for key in AttributeCatalog.builtIn.keys {
            #expect(text.contains("| `\(key)` |"), "LanguageReference.md's catalog table lacks \(key)")
        }
    }
}
