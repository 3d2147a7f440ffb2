/// Which text of a document a cached result was made from: the client's
/// version and the store's revision together.
///
/// The version alone does not say: a client may send a change without a
/// newer version (the store applies it anyway, with a warning), and then
/// one version has had two texts. Revisions increase with every text the
/// store takes; snapshots made outside a store (tests, tools) all have
/// revision 0, and their versions order them.
public struct SnapshotStamp: Hashable, Comparable, Sendable {
    public let revision: Int
    public let version: Int

    public static func < (left: SnapshotStamp, right: SnapshotStamp) -> Bool {
        (left.revision, left.version) < (right.revision, right.version)
    }
}

extension DocumentSnapshot {
    public var stamp: SnapshotStamp { SnapshotStamp(revision: revision, version: version) }
}
