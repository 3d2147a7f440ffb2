#if FOUNDATION_LACKS_MARKDOWN
import Foundation

extension AttributedString {
    /// Why `AttributedString(markdown:)` failed under the `.throwError`
    /// policy. Apple's Foundation throws an `NSError` here; its domain and
    /// code are not documented, so this is a type of its own.
    public struct MarkdownParsingError: Error, Hashable, Sendable, CustomStringConvertible {
        public enum Reason: Hashable, Sendable {
            /// An attribute list is not valid JSON5.
            case invalidAttributeList
            /// An attribute key of the scope could not decode its value.
            case undecodableAttributeValue(key: String)
        }

        public var reason: Reason
        /// Where in the Markdown's UTF-8 bytes, from 0: the offending
        /// character of an invalid list; for a value that does not decode,
        /// the first character of the text it was to be set on.
        public var utf8Offset: Int
        public var message: String

        public init(reason: Reason, utf8Offset: Int, message: String) {
            self.reason = reason
            self.utf8Offset = utf8Offset
            self.message = message
        }

        public var description: String { "Markdown byte \(utf8Offset): \(message)" }
    }
}
#endif
