/// `workspace/diagnostic`: the client pulls the problems of every file of
/// the workspace. Each file's report carries a `resultId`; given back in
/// `previousResultIds`, an unchanged file's report comes back `unchanged`.
/// With a `partialResultToken` the reports come as `$/progress` values of
/// that token (each a `Result` holding some of them) and the answer itself
/// holds none, as LSP asks of partial results.
public enum WorkspaceDiagnosticRequest: LSPRequest {
    public static let method = "workspace/diagnostic"

    public struct Params: Hashable, Sendable, Codable {
        public var identifier: String?
        public var previousResultIds: [PreviousResultID]
        public var partialResultToken: ProgressToken?

        public init(identifier: String? = nil, previousResultIds: [PreviousResultID] = [], partialResultToken: ProgressToken? = nil) {
            self.identifier = identifier
            self.previousResultIds = previousResultIds
            self.partialResultToken = partialResultToken
        }

        enum CodingKeys: String, CodingKey {
            case identifier, previousResultIds, partialResultToken
        }

        /// `previousResultIds` missing or null reads as none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
            previousResultIds = try container.decodeIfPresent([PreviousResultID].self, forKey: .previousResultIds) ?? []
            partialResultToken = try container.decodeIfPresent(ProgressToken.self, forKey: .partialResultToken)
        }
    }

    public struct PreviousResultID: Hashable, Sendable, Codable {
        public var uri: DocumentURI
        public var value: String

        public init(uri: DocumentURI, value: String) {
            self.uri = uri
            self.value = value
        }
    }

    /// The answer, and each partial result (`WorkspaceDiagnosticReportPartialResult`
    /// has the same shape).
    public struct Result: Hashable, Sendable, Codable, JSONValueRepresentable {
        public var items: [Report]

        public init(items: [Report]) { self.items = items }

        public var jsonValue: JSONValue { ["items": .array(items.map(\.jsonValue))] }
    }

    /// One file's report: `full` with its items, or `unchanged`. `version`
    /// is the open document's, `null` for a file the client has not opened
    /// (LSP requires the key either way).
    public struct Report: Hashable, Sendable, Codable, JSONValueRepresentable {
        public var kind: String
        public var resultId: String
        public var uri: DocumentURI
        public var version: Int?
        public var items: [LSPDiagnostic]?

        public static func full(uri: DocumentURI, version: Int?, resultId: String, items: [LSPDiagnostic]) -> Report {
            Report(kind: "full", resultId: resultId, uri: uri, version: version, items: items)
        }

        public static func unchanged(uri: DocumentURI, version: Int?, resultId: String) -> Report {
            Report(kind: "unchanged", resultId: resultId, uri: uri, version: version, items: nil)
        }

        enum CodingKeys: String, CodingKey {
            case kind, resultId, uri, version, items
        }

        public var jsonValue: JSONValue {
            var members: [String: JSONValue] = [
                "kind": .string(kind), "resultId": .string(resultId), "uri": .string(uri.string),
                "version": version.map { .integer($0) } ?? .null,
            ]
            if let items { members["items"] = .array(items.map(\.jsonValue)) }
            return .object(members)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(resultId, forKey: .resultId)
            try container.encode(uri, forKey: .uri)
            try container.encode(version, forKey: .version)
            try container.encodeIfPresent(items, forKey: .items)
        }
    }
}
