/// The request line and headers of an HTTP/1.1 request: all the preview
/// reads, since it serves only `GET`s and never reads a body.
public struct HTTPRequestHead: Equatable, Sendable {
    public var method: String
    /// The request target as sent (`/token/events`), not decoded: the routes
    /// compare it byte for byte, so no escaping can reach another path.
    public var target: String
    /// Header fields in order, names lowercased (HTTP names are case-insensitive).
    public var headers: [(name: String, value: String)]

    public init(method: String, target: String, headers: [(name: String, value: String)]) {
        self.method = method
        self.target = target
        self.headers = headers
    }

    /// The value of the only field named `name`; nil when it is absent or
    /// repeated (two `Host` headers are a smuggling trick, never a browser).
    public func onlyValue(of name: String) -> String? {
        let values = headers.filter { $0.name == name }
        return values.count == 1 ? values[0].value : nil
    }

    public static func == (left: HTTPRequestHead, right: HTTPRequestHead) -> Bool {
        left.method == right.method && left.target == right.target
            && left.headers.map(\.name) == right.headers.map(\.name)
            && left.headers.map(\.value) == right.headers.map(\.value)
    }
}
