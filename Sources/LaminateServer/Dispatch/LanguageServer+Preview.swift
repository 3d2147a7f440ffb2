import LaminatePreview
import LaminateProtocol

/// `workspace/executeCommand` `laminate.preview`: the live preview of an
/// open document, fed by the server's copy of its text.
///
/// The dispatcher runs the command itself, not as a request task: the
/// previews are the dispatcher's to start and stop (they end with the
/// server), and the `window/showDocument` it sends is then sent before the
/// next message is read. Nothing in it waits: the rendering runs on the
/// preview's own thread.
extension LanguageServer {
    func executeCommand(id: RequestID, params: JSONValue?) {
        do throws(ResponseError) {
            let request = try JSONValue.decode(ExecuteCommandRequest.Params.self, from: params)
            guard request.command == PreviewCommandArguments.command else {
                throw .invalidParams("unknown command \(request.command) (the server has \(PreviewCommandArguments.command))")
            }
            let result = try runPreviewCommand(PreviewCommandArguments(request.arguments ?? []))
            send(.response(id: id, outcome: .result(result)))
        } catch {
            send(.response(id: id, outcome: .error(error)))
        }
    }

    /// Starts (or shows again) the preview and returns its URL, or stops it
    /// and returns null.
    private func runPreviewCommand(_ arguments: PreviewCommandArguments) throws(ResponseError) -> JSONValue {
        let uri = arguments.uri
        guard case .start(let rawHTML) = arguments.action else {
            stopPreview(of: uri)
            return .null
        }
        guard state.documents[uri] != nil else { throw .invalidParams("document \(uri) is not open") }
        if let running = previews[uri], running.preview.rawHTML == rawHTML {
            // Asked again: the page may have been closed, so show it again.
            showInClient(running.preview.url)
            return .string(running.preview.url)
        }
        stopPreview(of: uri)
        let preview: DocumentPreview
        do {
            preview = try DocumentPreview(uri: uri, rawHTML: rawHTML)
        } catch {
            switch error {
            case .cannotListen(_, let code):
                throw .requestFailed("the preview cannot listen on 127.0.0.1 (errno \(code))")
            }
        }
        previews[uri] = RunningPreview(preview: preview, shown: nil)
        logger.info("preview of \(uri) on 127.0.0.1:\(preview.server.port)")
        updatePreviews()
        showInClient(preview.url)
        return .string(preview.url)
    }

    /// Asks a client that can open URIs to open the page in a browser.
    private func showInClient(_ url: String) {
        guard state.clientCapabilities.window?.showDocument?.support == true else { return }
        sendClientRequest(ShowDocumentRequest.self, .init(uri: url, external: true), purpose: .showDocument)
    }

    /// Hands each preview its document's newest version, if it has not had
    /// it; stops the previews of documents that closed. Runs after every
    /// message, so a preview follows every change as it is applied.
    func updatePreviews() {
        for (uri, var running) in previews {
            guard let snapshot = state.documents[uri] else {
                stopPreview(of: uri)
                continue
            }
            let definitionFile = state.configuration.formattingDefinition(for: uri)
            guard running.needs(snapshot, definitionFile: definitionFile) else { continue }
            running.preview.show(snapshot, definitionFile: definitionFile, state: state)
            running.shown = (snapshot, definitionFile)
            previews[uri] = running
        }
    }

    func stopPreview(of uri: DocumentURI) {
        guard let running = previews.removeValue(forKey: uri) else { return }
        running.preview.stop()
        logger.info("preview of \(uri) stopped")
    }

    /// At `shutdown` and `exit`: the previews end with the server.
    func stopAllPreviews() {
        for uri in previews.keys.sorted() { stopPreview(of: uri) }
    }
}
