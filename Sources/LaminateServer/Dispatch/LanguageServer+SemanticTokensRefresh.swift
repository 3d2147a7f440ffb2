import LaminateProtocol

extension LanguageServer {
    /// Asks the client to request semantic tokens again when a setting that
    /// changes them changed (`laminate.semanticTokens.enabled` or
    /// `.markdown`), if it accepts `workspace/semanticTokens/refresh`.
    func refreshSemanticTokens(ifSettingsChangedFrom previousSettings: JSONValue) {
        guard state.clientCapabilities.workspace?.semanticTokens?.refreshSupport == true,
            state.clientCapabilities.textDocument?.semanticTokens != nil,
            SemanticTokensSettings(previousSettings) != SemanticTokensSettings(state.configuration.settings)
        else { return }
        let id = RequestID.string("laminate-\(nextOutgoingRequestNumber)")
        nextOutgoingRequestNumber += 1
        pendingClientRequests[id] = .semanticTokensRefresh
        // The refresh request has no params at all (not even null).
        send(.request(id: id, method: SemanticTokensRefreshRequest.method, params: nil))
    }
}
