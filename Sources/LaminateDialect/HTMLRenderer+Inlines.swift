// Owned by the inline parser work; this placeholder only keeps the package building.
struct InlineHTMLState {}

extension HTMLRenderState {
    /// Renders the opening of an inline; returns whether to render its children.
    mutating func enterInline(_ id: NodeID) -> Bool { true }
    mutating func exitInline(_ id: NodeID) {}
}
