import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// `textDocument/documentSymbol`: the outline (see `DocumentOutline`),
/// nested for clients that declare `hierarchicalDocumentSymbolSupport`,
/// flat with container names for the others.
enum DocumentSymbolHandler {
    static func handle(_ params: DocumentSymbolRequest.Params, _ context: RequestContext) async throws(ResponseError) -> DocumentSymbolRequest.Result
    {
        let document = try context.document(params.textDocument.uri)
        let outline = DocumentOutline.symbols(in: try await context.analysis(of: document))
        let encoding = context.positionEncoding
        guard context.state.clientCapabilities.textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport == true else {
            return .flat(flattened(outline, uri: document.uri, document: document, encoding: encoding))
        }
        return .hierarchical(outline.map { DocumentSymbol($0, in: document, encoding: encoding) })
    }

    static func advertise(in capabilities: inout ServerCapabilities) {
        capabilities.documentSymbolProvider = true
    }

    /// In document order (a symbol before its children), without recursion.
    private static func flattened(
        _ outline: [OutlineSymbol], uri: DocumentURI, document: DocumentSnapshot,
        encoding: ColumnUnit
    ) -> [SymbolInformation] {
        var result: [SymbolInformation] = []
        var pending: [(symbol: OutlineSymbol, container: String?)] = outline.reversed().map { ($0, nil) }
        while let (symbol, container) = pending.popLast() {
            result.append(
                SymbolInformation(
                    name: symbol.name, kind: SymbolKind(symbol.kind),
                    location: LSPLocation(uri: uri, range: document.range(of: symbol.range, in: encoding)),
                    containerName: container))
            pending.append(contentsOf: symbol.children.reversed().map { ($0, symbol.name) })
        }
        return result
    }
}

extension DocumentSymbol {
    /// Symbols are at most seven deep (see `OutlineSymbol.children`), so
    /// converting the children recursively stays shallow.
    init(_ symbol: OutlineSymbol, in document: DocumentSnapshot, encoding: ColumnUnit) {
        self.init(
            name: symbol.name, detail: symbol.detail, kind: SymbolKind(symbol.kind),
            range: document.range(of: symbol.range, in: encoding),
            selectionRange: document.range(of: symbol.selectionRange, in: encoding),
            children: symbol.children.isEmpty ? nil : symbol.children.map { DocumentSymbol($0, in: document, encoding: encoding) })
    }
}

extension SymbolKind {
    /// Headings as strings, as VS Code's Markdown outline has them.
    init(_ kind: OutlineSymbol.Kind) {
        switch kind {
        case .heading: self = .string
        case .ingredient: self = .variable
        case .linkDefinition: self = .key
        case .attributeDefinition: self = .property
        }
    }
}
