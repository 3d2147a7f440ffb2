/// `textDocument/selectionRange`: for each position, the ranges "expand
/// selection" steps through.
public enum SelectionRangeRequest: LSPRequest {
    public static let method = "textDocument/selectionRange"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var positions: [Position]

        public init(textDocument: TextDocumentIdentifier, positions: [Position]) {
            self.textDocument = textDocument
            self.positions = positions
        }
    }

    /// One per position, in the order of `positions`.
    public typealias Result = [SelectionRange]
}

/// A range and, nested under `parent`, every range around it. Held flat,
/// innermost first, and coded one nested container after another in a
/// loop, so a long chain never recurses in Swift.
public struct SelectionRange: Hashable, Sendable, Codable {
    /// Innermost first; each contains the one before. Never empty.
    public var ranges: [LSPRange]

    public init(ranges: [LSPRange]) { self.ranges = ranges }

    private enum CodingKeys: String, CodingKey {
        case range
        case parent
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.container(keyedBy: CodingKeys.self)
        var ranges = [try container.decode(LSPRange.self, forKey: .range)]
        while container.contains(.parent), try !container.decodeNil(forKey: .parent) {
            container = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .parent)
            ranges.append(try container.decode(LSPRange.self, forKey: .range))
        }
        self.ranges = ranges
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (index, range) in ranges.enumerated() {
            try container.encode(range, forKey: .range)
            if index + 1 < ranges.count { container = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .parent) }
        }
    }
}
