import LaminateDialect

/// Reads JSON5 exactly as Foundation's `JSONDecoder` does with `allowsJSON5`
/// (and, for attribute lists, `assumesTopLevelDictionary`), the configuration
/// `AttributedString(markdown:)` uses — but keeps every key's and value's
/// byte range and reports the exact offending character with what was
/// expected.
///
/// It never recurses: containers being read are frames on an explicit stack,
/// limited like Foundation's to 512 levels, so no input can exhaust the call
/// stack. It never traps on any input.
public enum JSON5Reader {
    /// Foundation's nesting limit: containers (the top-level object included)
    /// may nest at most this deep.
    public static let maximumDepth = 512

    /// Reads an attribute list: an object whose braces are optional
    /// (`k: 1, j: 'x'` and `{k: 1, j: 'x'}` mean the same; empty input is an
    /// empty object).
    public static func readAttributeList(_ bytes: [UInt8]) -> Result<JSON5Value, JSON5SyntaxError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSON5Scanner(bytes: buffer)
            return Result { () throws(JSON5SyntaxError) in try reader.readDocument(topLevelObjectBracesOptional: true) }
        }
    }

    /// Reads a whole JSON5 document holding one value of any kind, such as a
    /// `.laminate.json` file.
    public static func readDocument(_ bytes: [UInt8]) -> Result<JSON5Value, JSON5SyntaxError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSON5Scanner(bytes: buffer)
            return Result { () throws(JSON5SyntaxError) in try reader.readDocument(topLevelObjectBracesOptional: false) }
        }
    }
}
