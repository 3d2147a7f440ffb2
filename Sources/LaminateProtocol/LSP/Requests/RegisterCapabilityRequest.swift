/// `client/registerCapability`, sent by the server, e.g. to watch files.
public enum RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"

    public struct Params: Codable, Hashable, Sendable {
        public var registrations: [Registration]
        public init(registrations: [Registration]) { self.registrations = registrations }
    }

    public typealias Result = NoParams

    public struct Registration: Codable, Hashable, Sendable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?

        public init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }
}
