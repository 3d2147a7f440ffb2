/// A response the preview sends, as bytes. Every response carries the
/// headers that keep a browser from reading it as anything else
/// (`nosniff`), from caching it, or from sending the URL with its token on
/// as a referrer; and `Connection: close`, since each connection serves one
/// request (the page is one request and its stream another).
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text answer for a refusal: says what happened, names nothing.
    public static func plain(_ status: Int) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Array("\(status) \(reason(status))\n".utf8))
    }

    static let alwaysHeaders: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Cache-Control", "no-store"),
        ("Referrer-Policy", "no-referrer"),
        ("Connection", "close"),
    ]

    /// The status line and headers; `Content-Length` only when `body` is the
    /// whole body (an event stream has none).
    public func headBytes(contentLength: Bool = true) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers + Self.alwaysHeaders { text += "\(name): \(value)\r\n" }
        if contentLength { text += "Content-Length: \(body.count)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    public var bytes: [UInt8] { headBytes() + body }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
