import Foundation
import LaminateFeatures
import Testing

/// Every shipped editor configuration against the server's real legend:
/// each of Laminate's own token types and modifiers is mapped to a look,
/// and nothing the legend does not have is referenced (a renamed modifier
/// would otherwise silently stop showing).
struct EditorLegendMappingTests {
    /// Types and modifiers every client knows already (LSP's standard ones).
    static let standardModifiers: Set<String> = [
        "declaration", "definition", "readonly", "static", "deprecated", "abstract", "async", "modification",
        "documentation", "defaultLibrary",
    ]
    static let customTypes = Set(SemanticTokenType.allCases.filter { !$0.isStandard }.map(\.legendName))
    static let allTypes = Set(SemanticTokenLegend.tokenTypes)
    static let customModifiers = Set(SemanticTokenLegend.tokenModifiers).subtracting(standardModifiers)
    static let allModifiers = Set(SemanticTokenLegend.tokenModifiers)

    /// What one configuration maps: type names and modifier names.
    struct Mapping {
        var types: Set<String> = []
        var modifiers: Set<String> = []
    }

    static let editors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("editors")

    static func expectComplete(_ mapping: Mapping, _ name: String) {
        #expect(customTypes.subtracting(mapping.types).sorted() == [], "\(name) does not map these types")
        #expect(customModifiers.subtracting(mapping.modifiers).sorted() == [], "\(name) does not map these modifiers")
        #expect(mapping.types.subtracting(allTypes).sorted() == [], "\(name) maps types the legend does not have")
        #expect(mapping.modifiers.subtracting(allModifiers).sorted() == [], "\(name) maps modifiers the legend does not have")
    }

    // MARK: - VS Code

    @Test func vscodeDeclaresAndScopesEveryTypeAndModifier() throws {
        let manifest = try Self.json(at: "vscode/package.json")
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let declaredTypes = try #require(contributes["semanticTokenTypes"] as? [[String: Any]])
        let declaredModifiers = try #require(contributes["semanticTokenModifiers"] as? [[String: Any]])
        // Declared: exactly the custom ones, each type with a standard super type.
        #expect(Set(declaredTypes.compactMap { $0["id"] as? String }) == Self.customTypes)
        #expect(Set(declaredModifiers.compactMap { $0["id"] as? String }) == Self.customModifiers)
        for type in declaredTypes {
            #expect(Self.vscodeStandardTypes.contains(type["superType"] as? String ?? ""), "\(type["id"] ?? "?") superType")
        }
        // Scoped: every custom type and modifier has TextMate scopes.
        let scopeSets = try #require(contributes["semanticTokenScopes"] as? [[String: Any]])
        let scopes = try #require(scopeSets.first { $0["language"] as? String == "markdown" }?["scopes"] as? [String: Any])
        var scoped = Mapping()
        for selector in scopes.keys { Self.add(vscodeSelector: selector, to: &scoped) }
        // Colours come from contributed colour customizations instead.
        let defaults = try #require(contributes["configurationDefaults"] as? [String: Any])
        let customizations = try #require(defaults["editor.semanticTokenColorCustomizations"] as? [String: Any])
        let rules = try #require(customizations["rules"] as? [String: Any])
        for selector in rules.keys { Self.add(vscodeSelector: selector, to: &scoped) }
        Self.expectComplete(scoped, "VS Code")
    }

    /// `type`, `*.modifier`, `type.modifier`, each optionally `:language`.
    static func add(vscodeSelector: String, to mapping: inout Mapping) {
        let selector = vscodeSelector.split(separator: ":").first.map(String.init) ?? vscodeSelector
        let parts = selector.split(separator: ".").map(String.init)
        if let type = parts.first, type != "*" { mapping.types.insert(type) }
        mapping.modifiers.formUnion(parts.dropFirst())
    }

    static let vscodeStandardTypes: Set<String> = [
        "namespace", "class", "enum", "interface", "struct", "typeParameter", "type", "parameter", "variable", "property",
        "enumMember", "decorator", "event", "function", "method", "macro", "label", "comment", "string", "keyword",
        "number", "regexp", "operator",
    ]

    // MARK: - Sublime Text

    @Test(arguments: ["sublime/LSP.sublime-settings", "sublime/LSP-laminate/LSP-laminate.sublime-settings"])
    func sublimeMapsEveryTypeAndModifier(path: String) throws {
        var settings = try Self.json(at: path)
        if let clients = settings["clients"] as? [String: Any] {
            settings = try #require(clients["laminate"] as? [String: Any])
        }
        let tokens = try #require(settings["semantic_tokens"] as? [String: String])
        var mapping = Mapping()
        for key in tokens.keys {
            let parts = key.split(separator: ".").map(String.init)
            mapping.types.insert(parts[0])
            mapping.modifiers.formUnion(parts.dropFirst())
        }
        Self.expectComplete(mapping, path)
    }

    // MARK: - Zed

    @Test func zedHasARuleForEveryTypeAndModifier() throws {
        let settings = try Self.json(at: "zed/settings.json")
        let global = try #require(settings["global_lsp_settings"] as? [String: Any])
        let rules = try #require(global["semantic_token_rules"] as? [[String: Any]])
        var mapping = Mapping()
        for rule in rules {
            if let type = rule["token_type"] as? String { mapping.types.insert(type) }
            mapping.modifiers.formUnion(rule["token_modifiers"] as? [String] ?? [])
            #expect(rule.keys.contains { $0 != "token_type" && $0 != "token_modifiers" }, "a rule that styles nothing")
        }
        Self.expectComplete(mapping, "Zed")
    }

    // MARK: - Emacs (lsp-mode)

    @Test func emacsLSPModeHasAFaceForEveryTypeAndModifier() throws {
        let source = try String(contentsOf: Self.editors.appendingPathComponent("emacs/laminate-lsp-mode.el"), encoding: .utf8)
        let mapping = Mapping(
            types: Self.alistKeys(named: "laminate-lsp-token-faces", in: source),
            modifiers: Self.alistKeys(named: "laminate-lsp-modifier-faces", in: source))
        Self.expectComplete(mapping, "Emacs lsp-mode")
    }

    /// The `("key" . face)` keys of the quoted alist after `(defconst NAME`,
    /// up to its doc string (the first line that starts with `  "`).
    static func alistKeys(named name: String, in source: String) -> Set<String> {
        guard let body = section(of: source, after: "(defconst \(name)", upTo: "\n  \"") else { return [] }
        var keys: Set<String> = []
        for line in body.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "'" || $0 == "(" }
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\""),
                trimmed[close...].hasPrefix("\" . ")
            else { continue }
            keys.insert(String(trimmed[trimmed.index(after: trimmed.startIndex)..<close]))
        }
        return keys
    }

    // MARK: - Neovim

    @Test func neovimHasAGroupForEveryTypeAndModifier() throws {
        let source = try String(
            contentsOf: Self.editors.appendingPathComponent("neovim/lua/laminate/highlights.lua"),
            encoding: .utf8)
        // `@lsp.type.<key>` for each key of `types`, `@lsp.mod.<key>` for
        // each key of `modifiers` and `colours`.
        let mapping = Mapping(
            types: Self.luaTableKeys(named: "types", in: source),
            modifiers: Self.luaTableKeys(named: "modifiers", in: source)
                .union(Self.luaTableKeys(named: "colours", in: source)))
        Self.expectComplete(mapping, "Neovim")
    }

    /// The `key = …` keys of the table after `local NAME = {`, up to the
    /// `}` that closes it at the start of a line: the keys at the table's
    /// own level (not those of the tables and calls inside its values),
    /// comment lines skipped.
    static func luaTableKeys(named name: String, in source: String) -> Set<String> {
        guard let body = section(of: source, after: "\nlocal \(name) = {\n", upTo: "\n}") else { return [] }
        var keys: Set<String> = []
        var depth = 0
        for line in body.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("--") {
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if character == "{" || character == "(" { depth += 1 }
                if character == "}" || character == ")" { depth -= 1 }
                if depth == 0, character.isLetter, index == line.startIndex || !line[line.index(before: index)].isLetter,
                    let match = line[index...].prefixMatch(of: #/([A-Za-z][A-Za-z0-9]*) = /#)
                {
                    keys.insert(String(match.1))
                    index = match.range.upperBound
                    continue
                }
                index = line.index(after: index)
            }
        }
        return keys
    }

    // MARK: - Support

    /// The text after the first `opening` up to the next `closing` (or the
    /// end), or nil without an `opening`.
    static func section(of source: String, after opening: String, upTo closing: String) -> Substring? {
        guard let start = source.range(of: opening) else { return nil }
        let rest = source[start.upperBound...]
        return rest.range(of: closing).map { rest[..<$0.lowerBound] } ?? rest
    }

    /// A JSON file with `//` comment lines, as editors' settings files are.
    static func json(at path: String) throws -> [String: Any] {
        let text = try String(contentsOf: editors.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
        let object = try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8))
        return try #require(object as? [String: Any])
    }
}
