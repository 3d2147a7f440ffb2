import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// `laminate.semanticTokens`: on by default; `markdown` decides the
/// coverage, and when it is absent the client's `augmentsSyntaxTokens` does.
struct SemanticTokensSettingsTests {
    @Test(
        arguments: [
            // settings, augmentsSyntaxTokens, enabled, coverage
            (JSONValue.null, Bool?.none, true, SemanticTokenCoverage.everything),
            (.null, true, true, .attributesOnly),
            (.null, false, true, .everything),
            (["semanticTokens": ["enabled": false]], nil, false, .everything),
            (["semanticTokens": ["markdown": true]], true, true, .everything),
            (["semanticTokens": ["markdown": false]], false, true, .attributesOnly),
            (["semanticTokens": ["markdown": false]], nil, true, .attributesOnly),
            // Values of the wrong type are ignored.
            (["semanticTokens": ["enabled": "no", "markdown": 1]], true, true, .attributesOnly),
        ] as [(JSONValue, Bool?, Bool, SemanticTokenCoverage)])
    func settingsDecideWhatIsSent(settings: JSONValue, augments: Bool?, enabled: Bool, coverage: SemanticTokenCoverage) {
        let parsed = SemanticTokensSettings(settings)
        #expect(parsed.isEnabled == enabled)
        #expect(parsed.coverage(for: SemanticTokensClientCapabilities(augmentsSyntaxTokens: augments)) == coverage)
    }

    @Test func aClientWithoutSemanticTokensIsNotOfferedThem() throws {
        #expect(SemanticTokensHandlers.options(for: ClientCapabilities()) == nil)
        let capabilities = try JSONValue.decode(ClientCapabilities.self, from: ["textDocument": ["semanticTokens": [:]]])
        let options = SemanticTokensHandlers.options(for: capabilities)
        #expect(options?.legend.tokenTypes == SemanticTokenLegend.tokenTypes)
        #expect(options?.full.delta == true && options?.range == true)
    }
}
