import LaminateAppStrings
import LaminateFeatures
import LaminateProtocol

/// What a request reads of a document, by how it is served (see
/// `DocumentServing`): a Markdown file's analysis, a container's (its
/// strings analysed one by one), or nothing.
enum ServedAnalysis {
    case markdown(DocumentAnalysis)
    case container(ContainerAnalysis)
    /// A document Laminate does not serve: every request answers empty.
    case nothing
}

extension RequestContext {
    /// The analysis a feature request runs on, or `RequestFailed` naming
    /// the limit when the document is too large to analyse.
    func servedAnalysis(of snapshot: DocumentSnapshot) async throws(ResponseError) -> ServedAnalysis {
        switch snapshot.serving {
        case .markdown:
            return .markdown(try await analysis(of: snapshot))
        case .container(let kind):
            if DocumentSizeLimit.isExceeded(by: snapshot) { throw DocumentSizeLimit.requestError(for: snapshot) }
            return .container(state.containerAnalysis(of: snapshot, kind: kind))
        case .nothing:
            return .nothing
        }
    }
}
