/// Renders a syntax tree to HTML exactly as the CommonMark reference renderer
/// (`cmark --unsafe`, with GFM's table and strikethrough output) does, so that
/// conformance can be checked and users can preview.
///
/// The walk is iterative (see `SyntaxTree.walk`); blocks are rendered in
/// `HTMLRenderer+Blocks.swift`, inlines in `HTMLRenderer+Inlines.swift`.
public struct HTMLRenderer: Sendable {
    /// Returns the opening tag for an attribute span, e.g.
    /// `<span data-ingredient="3" style="color: green">`. The dialect knows no
    /// attribute catalog, so the attributes layer supplies the real one; the
    /// default puts the raw attribute text in one `data-attributes` attribute.
    public typealias AttributeSpanTag = @Sendable (_ attributes: MappedText) -> String

    public var attributeSpanTag: AttributeSpanTag

    public init(attributeSpanTag: @escaping AttributeSpanTag = HTMLRenderer.defaultAttributeSpanTag) {
        self.attributeSpanTag = attributeSpanTag
    }

    public static let defaultAttributeSpanTag: AttributeSpanTag = { attributes in
        var tag: [UInt8] = []
        tag.append(contentsOf: "<span data-attributes=\"".utf8)
        HTMLEscaping.appendEscaped(attributes.bytes[...], to: &tag)
        tag.append(contentsOf: "\">".utf8)
        return String(decoding: tag, as: UTF8.self)
    }

    public func render(_ tree: SyntaxTree) -> String {
        var state = HTMLRenderState(tree: tree, renderer: self)
        tree.walk { event in
            switch event {
            case .enter(let id):
                return tree[id].kind.isBlock ? state.enterBlock(id) : state.enterInline(id)
            case .exit(let id):
                if tree[id].kind.isBlock { state.exitBlock(id) } else { state.exitInline(id) }
                return true
            }
        }
        return String(decoding: state.output, as: UTF8.self)
    }
}

/// The mutable state of one rendering.
struct HTMLRenderState {
    let tree: SyntaxTree
    let renderer: HTMLRenderer
    var output: [UInt8] = []
    /// State the inline half of the renderer keeps (declared in `HTMLRenderer+Inlines.swift`).
    var inline = InlineHTMLState()

    init(tree: SyntaxTree, renderer: HTMLRenderer) {
        self.tree = tree
        self.renderer = renderer
        output.reserveCapacity(tree.source.count + tree.source.count / 4)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func append(_ string: String) {
        output.append(contentsOf: string.utf8)
    }

    /// Ends the current line unless the output is empty or already ends one
    /// (cmark's `cr()`).
    mutating func newlineIfNeeded() {
        if let last = output.last, last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
    }
}

/// HTML escaping as cmark does it: `&`, `<`, `>` and `"`; and NUL, which
/// CommonMark replaces by U+FFFD (cmark does so on input, we on output so
/// that ranges keep referring to the source bytes).
public enum HTMLEscaping {
    public static func appendEscaped(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case 0: output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default: output.append(byte)
            }
        }
    }

    public static func escape(_ string: String) -> String {
        var output: [UInt8] = []
        appendEscaped(ArraySlice(string.utf8), to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
