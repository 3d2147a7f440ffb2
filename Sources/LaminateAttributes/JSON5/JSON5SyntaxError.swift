import LaminateDialect

/// Why an attribute list or definition file is not JSON5 that Foundation
/// accepts, and exactly where.
public struct JSON5SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offending bytes: usually the one unexpected character; empty at
    /// the end of the input.
    public var range: ByteRange
    /// A sentence fragment saying what was expected or what is wrong, such as
    /// `expected ':' after key 'ingredient'`.
    public var message: String

    public init(range: ByteRange, message: String) {
        self.range = range
        self.message = message
    }

    public var description: String { "\(range): \(message)" }
}
