import LaminateFeatures
import LaminateProtocol

/// `textDocument/documentColor` and `textDocument/colorPresentation`:
/// swatches next to colour values, and a picked colour written back.
enum DocumentColorHandlers {
    static func documentColor(_ params: DocumentColorRequest.Params, _ context: RequestContext) throws(ResponseError) -> [ColorInformation] {
        let snapshot = try context.document(params.textDocument.uri)
        let analysis = try context.analysis(of: snapshot)
        return DocumentColors.colors(in: analysis).map { value in
            ColorInformation(range: snapshot.range(of: value.range, in: context.positionEncoding), color: LSPColor(value.color))
        }
    }

    /// One presentation: the colour's name when a named colour is exactly
    /// it, else its hex form, replacing the value between the quotes.
    static func colorPresentation(_ params: ColorPresentationRequest.Params, _ context: RequestContext) throws(ResponseError) -> [ColorPresentation] {
        _ = try context.document(params.textDocument.uri)
        let label = DocumentColors.presentation(of: RGBAColor(params.color))
        return [ColorPresentation(label: label, textEdit: .init(range: params.range, newText: label))]
    }
}

extension LSPColor {
    init(_ color: RGBAColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension RGBAColor {
    init(_ color: LSPColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
