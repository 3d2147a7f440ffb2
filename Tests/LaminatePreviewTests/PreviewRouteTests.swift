import LaminatePreview
import Testing

struct PreviewRouteTests {
    static let token = PreviewToken(hex: "0123456789abcdef0123456789abcdef")

    static func route(_ target: String, host: String? = "127.0.0.1:4000", method: String = "GET") -> PreviewRoute {
        let headers = host.map { [(name: "host", value: $0)] } ?? []
        return PreviewRoute.route(HTTPRequestHead(method: method, target: target, headers: headers), token: token, port: 4000)
    }

    @Test func thePageAndTheStreamUnderTheToken() {
        #expect(Self.route("/\(Self.token.hex)/") == .page)
        #expect(Self.route("/\(Self.token.hex)/events") == .events)
        #expect(Self.route("/\(Self.token.hex)/", host: "LOCALHOST:4000") == .page)
    }

    @Test(arguments: [
        "/", "/events", "/\(token.hex)", "/\(token.hex)/favicon.ico", "/\(token.hex)/events?x=1",
        "/\(token.hex)/../etc/passwd", "/\(token.hex)/%65vents", "/0123456789abcdef0123456789abcdee/",
        "/\(token.hex.uppercased())/",
    ])
    func everythingElseIsNotFound(target: String) {
        #expect(Self.route(target) == .notFound)
    }

    @Test(arguments: [
        nil, "evil.example:4000", "127.0.0.1", "127.0.0.1:4001", "localhost", "[::1]:4000",
        "127.0.0.1:4000.evil.example",
    ])
    func aForeignOrMissingHostIsForbidden(host: String?) {
        #expect(Self.route("/\(Self.token.hex)/", host: host) == .foreignHost)
    }

    static let frameToken = PreviewToken(hex: "fedcba9876543210fedcba9876543210")

    @Test func theFrameOnlyUnderItsOwnTokenAndOnlyWhenThereIsOne() {
        let head = { (target: String) in HTTPRequestHead(method: "GET", target: target, headers: [(name: "host", value: "127.0.0.1:4000")]) }
        let frame = "/\(Self.frameToken.hex)/frame"
        #expect(PreviewRoute.route(head(frame), token: Self.token, frameToken: Self.frameToken, port: 4000) == .frame)
        #expect(PreviewRoute.route(head(frame), token: Self.token, port: 4000) == .notFound)
        #expect(PreviewRoute.route(head("/\(Self.token.hex)/frame"), token: Self.token, frameToken: Self.frameToken, port: 4000) == .notFound)
        // The frame's token opens neither the page nor the stream.
        for target in ["/\(Self.frameToken.hex)/", "/\(Self.frameToken.hex)/events"] {
            #expect(PreviewRoute.route(head(target), token: Self.token, frameToken: Self.frameToken, port: 4000) == .notFound)
        }
    }

    @Test func onlyGet() {
        #expect(Self.route("/\(Self.token.hex)/", method: "POST") == .methodNotAllowed)
        #expect(Self.route("/nothing", method: "POST") == .notFound)
    }

    @Test func tokensAre128RandomBitsInHex() {
        let tokens = (0..<100).map { _ in PreviewToken.random().hex }
        #expect(Set(tokens).count == 100)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }
}
