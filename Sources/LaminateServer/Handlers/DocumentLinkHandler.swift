import LaminateFeatures
import LaminateProtocol

/// `textDocument/documentLink`: every link of the document with its target
/// (see `DocumentLinks`); a workspace file's target is its `file:` URI with
/// the fragment as written.
enum DocumentLinkHandler {
    static func handle(_ params: DocumentLinkRequest.Params, _ context: RequestContext) async throws(ResponseError) -> DocumentLinkRequest.Result {
        let document = try context.document(params.textDocument.uri)
        let view = await context.navigationView()
        let path = NavigationView.path(of: document.uri)
        guard let summary = view.files[path] else { return [] }
        return DocumentLinks.links(in: summary, path: path, workspace: view.files).map { link in
            let target =
                switch link.target {
                case .url(let url): url
                case .file(let file, let fragment): view.uri(ofPath: file).string + (fragment.map { "#" + $0 } ?? "")
                }
            return DocumentLink(range: document.range(of: link.range, in: context.positionEncoding), target: target)
        }
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.documentLinkProvider = DocumentLinkOptions(resolveProvider: false)
    }
}
