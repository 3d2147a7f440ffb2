/// What a request asks for, decided from its head alone. The preview serves
/// two things under its token and nothing else: no file is ever read on a
/// request's behalf, so no path can reach one.
public enum PreviewRoute: Equatable, Sendable {
    case page
    case events
    /// The sandboxed frame of `--allow-html` (`RawHTML.sandboxed`), under
    /// a token of its own: the document's scripts run in it and can read
    /// its address, which must not open the page or the stream to them.
    case frame
    /// The `Host` is not this server's loopback name and port: a page on
    /// another site that rebound its DNS name to 127.0.0.1 (403).
    case foreignHost
    /// Anything not under the token, or not one of the two paths (404).
    case notFound
    case methodNotAllowed

    /// `frameToken` is the frame's token; nil when there is no frame.
    public static func route(
        _ head: HTTPRequestHead, token: PreviewToken, frameToken: PreviewToken? = nil,
        port: UInt16
    ) -> PreviewRoute {
        guard let host = head.onlyValue(of: "host")?.lowercased(),
            host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
        else { return .foreignHost }
        let route: PreviewRoute
        if constantTimeEqual(head.target, "/\(token.hex)/") {
            route = .page
        } else if constantTimeEqual(head.target, "/\(token.hex)/events") {
            route = .events
        } else if let frameToken, constantTimeEqual(head.target, "/\(frameToken.hex)/frame") {
            route = .frame
        } else {
            return .notFound
        }
        return head.method == "GET" ? route : .methodNotAllowed
    }

    /// Compares without stopping at the first difference, so that the time
    /// an answer takes says nothing about how much of a guessed token was right.
    static func constantTimeEqual(_ left: String, _ right: String) -> Bool {
        let leftBytes = Array(left.utf8)
        let rightBytes = Array(right.utf8)
        guard leftBytes.count == rightBytes.count else { return false }
        var difference: UInt8 = 0
        for index in leftBytes.indices { difference |= leftBytes[index] ^ rightBytes[index] }
        return difference == 0
    }
}
