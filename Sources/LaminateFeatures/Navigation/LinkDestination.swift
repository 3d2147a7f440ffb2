/// What a link's destination points at, read from the destination as the
/// parser decoded it (escapes and entities; percent-escapes are decoded
/// here, in the path only).
public enum LinkDestination: Hashable, Sendable {
    /// A URL with a scheme (`https:`, `mailto:`, `file:`): left to the client.
    case external(String)
    /// A file of the workspace, by its path relative to the document (or,
    /// starting with `/`, to the workspace folder), and the fragment after
    /// `#`, if any. An empty path is the document itself (`#heading`).
    case local(path: String, fragment: String?)

    /// The path of a local destination (nil for a URL).
    public var localPath: String? {
        if case .local(let path, _) = self { return path }
        return nil
    }

    /// Nil for an empty destination, which points nowhere.
    public init?(_ destination: String) {
        guard !destination.isEmpty else { return nil }
        if Self.hasScheme(destination) {
            self = .external(destination)
            return
        }
        var pathPart = Substring(destination)
        var fragment: String?
        if let hash = pathPart.firstIndex(of: "#") {
            // `#` alone is the top of the document, no heading.
            let written = pathPart[pathPart.index(after: hash)...]
            fragment = written.isEmpty ? nil : String(written)
            pathPart = pathPart[..<hash]
        }
        if let query = pathPart.firstIndex(of: "?") { pathPart = pathPart[..<query] }
        self = .local(path: Self.percentDecoded(pathPart), fragment: fragment)
    }

    /// `scheme:` as RFC 3986 spells it: a letter, then letters, digits,
    /// `+`, `-`, `.`, then a colon. Two letters at least, so that a Windows
    /// drive (`C:`) is not taken for one.
    private static func hasScheme(_ text: String) -> Bool {
        var count = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return count >= 2
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): count += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard count > 0 else { return false }
                count += 1
            default: return false
            }
        }
        return false
    }

    /// `%20` → space; a `%` not followed by two hex digits stays as written,
    /// and bytes that do not decode to UTF-8 are repaired, never trapped on.
    static func percentDecoded(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
