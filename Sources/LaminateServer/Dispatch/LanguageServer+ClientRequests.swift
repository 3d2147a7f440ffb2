import LaminateDialect
import LaminateProtocol

/// Requests the server sends the client, and what it does with the answers.
extension LanguageServer {
    /// Asks the client to watch formatting definitions and Markdown files,
    /// and every file created or deleted (which can make a link lead
    /// somewhere or nowhere: the folder listings link checks read are
    /// kept only for a client that says so), if it can.
    func registerForWatchedFiles() {
        guard state.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else { return }
        folderListings.isKeeping = true
        // WatchKind: 1 create, 2 change, 4 delete.
        let createdOrDeleted = JSONValue.integer(1 | 4)
        let watchers: JSONValue = [
            "watchers": .array(
                [.object(["globPattern": .string("**/" + FormattingDefinitionFile.fileName)])]
                    + WorkspaceScan.markdownExtensions.sorted().map { .object(["globPattern": .string("**/*." + $0)]) }
                    + [.object(["globPattern": "**/*", "kind": createdOrDeleted])])
        ]
        let params = RegisterCapabilityRequest.Params(registrations: [
            .init(id: "laminate-watch-definitions", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers)
        ])
        sendClientRequest(RegisterCapabilityRequest.self, params, purpose: .registration)
    }

    /// Asks a client that keeps settings for the `laminate` section.
    func pullConfiguration() {
        guard state.clientCapabilities.workspace?.configuration == true else { return }
        let params = ConfigurationRequest.Params(items: [.init(section: "laminate")])
        sendClientRequest(ConfigurationRequest.self, params, purpose: .configuration)
    }

    func sendClientRequest<Request: LSPRequest>(_: Request.Type, _ params: Request.Params, purpose: ClientRequestPurpose) {
        guard let json = try? JSONValue(encoding: params) else { return }
        let id = RequestID.string("laminate-\(nextOutgoingRequestNumber)")
        nextOutgoingRequestNumber += 1
        pendingClientRequests[id] = purpose
        send(.request(id: id, method: Request.method, params: json))
    }

    func handleResponse(id: RequestID?, outcome: Message.Outcome) {
        guard let id, let purpose = pendingClientRequests.removeValue(forKey: id) else {
            logger.warning("response to unknown request \(id?.description ?? "null"), ignored")
            return
        }
        if purpose == .indexingProgress {
            if case .error(let error) = outcome {
                logger.info("the client refused the indexing progress token (\(error.message)); indexing without progress")
            }
            indexingProgressCreated(accepted: { if case .result = outcome { true } else { false } }())
            return
        }
        switch outcome {
        case .error(let error):
            logger.warning("the client answered \(purpose) request \(id) with error \(error.code): \(error.message)")
            // Not told of changes: ask the disk on every check.
            if purpose == .registration { folderListings.isKeeping = false }
        case .result(let result):
            if purpose == .showDocument, result["success"] == false {
                logger.warning("the client did not open the preview; open the URL laminate.preview returned")
            }
            guard purpose == .configuration else { return }
            if case .array(let sections) = result, let section = sections.first {
                let previousSettings = state.configuration.settings
                state.configuration.replaceSettings(section: section)
                refreshSemanticTokens(ifSettingsChangedFrom: previousSettings)
            } else {
                logger.warning("workspace/configuration answer is not a one-element array, ignored")
            }
        }
    }
}
