import LaminateFeatures
import LaminateProtocol

/// `textDocument/documentColor` and `textDocument/colorPresentation`:
/// swatches next to colour values, and a picked colour written back.
enum DocumentColorHandlers {
    static func documentColor(_ params: DocumentColorRequest.Params, _ context: RequestContext) async throws(ResponseError) -> [ColorInformation] {
        let snapshot = try context.document(params.textDocument.uri)
        let colors: [ColorValue] =
            switch try await context.servedAnalysis(of: snapshot) {
            case .markdown(let analysis): DocumentColors.colors(in: analysis)
            case .container(let analysis): ContainerColors.colors(in: analysis)
            case .nothing: []
            }
        return colors.map { value in
            ColorInformation(range: snapshot.range(of: value.range, in: context.positionEncoding), color: LSPColor(value.color))
        }
    }

    /// One presentation: the colour's name when a named colour is exactly
    /// it, else its hex form, replacing the value between the quotes. In a
    /// container, escaped for the string holding the range (none elsewhere).
    static func colorPresentation(_ params: ColorPresentationRequest.Params, _ context: RequestContext) async throws(ResponseError)
        -> [ColorPresentation]
    {
        let snapshot = try context.document(params.textDocument.uri)
        let color = RGBAColor(params.color)
        let label = DocumentColors.presentation(of: color)
        switch snapshot.serving {
        case .markdown: break
        case .container:
            guard case .container(let analysis) = try await context.servedAnalysis(of: snapshot) else { return [] }
            let range = snapshot.byteRange(of: params.range, in: context.positionEncoding)
            guard let edit = ContainerColors.presentation(of: color, replacing: range, in: analysis) else { return [] }
            return [
                ColorPresentation(
                    label: label,
                    textEdit: .init(
                        range: snapshot.range(of: edit.range, in: context.positionEncoding),
                        newText: edit.replacement))
            ]
        case .nothing: return []
        }
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
