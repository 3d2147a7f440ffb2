/// An LSP request type: its method name, its params and its result.
///
/// One request per file, as `Requests/ShutdownRequest.swift`, so a reader
/// finds a message by its name.
public protocol LSPRequest: Sendable {
    static var method: String { get }
    associatedtype Params: Codable & Sendable
    associatedtype Result: Codable & Sendable
}

/// An LSP notification type: its method name and its params.
public protocol LSPNotification: Sendable {
    static var method: String { get }
    associatedtype Params: Codable & Sendable
}

/// Params or results that are JSON `null` (or absent).
public struct NoParams: Codable, Hashable, Sendable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
