// Owned by the block parser work; this placeholder only keeps the package building.
extension HTMLRenderState {
    /// Renders the opening of a block; returns whether to render its children.
    mutating func enterBlock(_ id: NodeID) -> Bool { true }
    mutating func exitBlock(_ id: NodeID) {}
}
