/// Why a rename was not made. Nothing is edited when one is refused.
public struct RenameRefusal: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The new name cannot be such a name (an id that is not a positive
        /// whole number, a label with brackets, a heading text on two lines).
        case invalidName
        /// The new name is taken by something else (an id that marks another
        /// text, a label defined already).
        case conflict
        /// Nothing at the position can be renamed.
        case nothingToRename
        /// A file the rename must rewrite could not be read.
        case unreadable
    }

    public var kind: Kind
    /// One sentence for the person renaming.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
