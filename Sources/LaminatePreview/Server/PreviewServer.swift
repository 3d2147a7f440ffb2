import Foundation
import LaminateConcurrency

/// The preview's HTTP/1.1 server: on 127.0.0.1, under a random token, the
/// page and its event stream and nothing else (see `PreviewRoute`). One
/// thread accepts; each connection gets a thread of its own, so a slow
/// client holds up no other, and `PreviewLimits` bounds how many there are.
public final class PreviewServer: Sendable {
    public let port: UInt16
    public let token: PreviewToken
    public let content: PreviewContent
    public let rawHTML: RawHTML
    /// The frame's own token, when the document is shown in a frame.
    let frameToken: PreviewToken?
    let title: String
    let limits: PreviewLimits
    private let listener: LoopbackListener
    private let openConnections = Locked(0)
    private let openStreams = Locked(0)

    public enum Failure: Error, Equatable {
        case cannotListen(port: UInt16, errno: Int32)
    }

    /// Listens at once (so `url` is known and the port is taken); serves
    /// from `start()`.
    public init(
        port: UInt16 = 0, title: String, content: PreviewContent, rawHTML: RawHTML = .inert,
        token: PreviewToken = .random(), limits: PreviewLimits = PreviewLimits()
    ) throws(Failure) {
        do {
            listener = try LoopbackListener(port: port)
        } catch {
            switch error {
            case .bind(_, let code), .socket(let code), .listen(let code):
                throw .cannotListen(port: port, errno: code)
            }
        }
        self.port = listener.port
        self.token = token
        self.content = content
        self.rawHTML = rawHTML
        self.frameToken = rawHTML == .sandboxed ? .random() : nil
        self.title = title
        self.limits = limits
    }

    /// The page's address, token included: whoever has it can read the document.
    public var url: String { "http://127.0.0.1:\(port)/\(token.hex)/" }

    public func start() {
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops accepting and ends every stream; requests under way finish.
    public func stop() {
        listener.shutDown()
        content.close()
    }

    private func acceptLoop() {
        while let connection = listener.accept() {
            let admitted = openConnections.withLock { count in
                guard count < limits.connections else { return false }
                count += 1
                return true
            }
            guard admitted else {
                connection.close()
                continue
            }
            Thread { [self] in
                serve(connection)
                connection.close()
                openConnections.withLock { $0 -= 1 }
            }.start()
        }
    }

    private func serve(_ connection: SocketConnection) {
        connection.setTimeouts(receive: limits.requestSeconds, send: limits.sendSeconds)
        var reader = HTTPRequestReader()
        var state = HTTPRequestReader.State.incomplete
        while state == .incomplete {
            let bytes = connection.read(upTo: 4096)
            guard !bytes.isEmpty else {
                _ = connection.write(HTTPResponse.plain(408).bytes)
                return
            }
            state = reader.append(bytes)
        }
        switch state {
        case .incomplete, .malformed:
            _ = connection.write(HTTPResponse.plain(400).bytes)
        case .tooLarge:
            _ = connection.write(HTTPResponse.plain(431).bytes)
        case .complete(let head):
            respond(to: head, on: connection)
        }
    }

    private func respond(to head: HTTPRequestHead, on connection: SocketConnection) {
        switch PreviewRoute.route(head, token: token, frameToken: frameToken, port: port) {
        case .foreignHost:
            _ = connection.write(HTTPResponse.plain(403).bytes)
        case .notFound:
            _ = connection.write(HTTPResponse.plain(404).bytes)
        case .methodNotAllowed:
            var response = HTTPResponse.plain(405)
            response.headers.append(("Allow", "GET"))
            _ = connection.write(response.bytes)
        case .page:
            _ = connection.write(pageResponse().bytes)
        case .frame:
            _ = connection.write(
                HTTPResponse(
                    status: 200,
                    headers: [
                        ("Content-Type", "text/html; charset=utf-8"),
                        ("Content-Security-Policy", PreviewFrame.contentSecurityPolicy),
                    ], body: Array(PreviewFrame.html().utf8)
                ).bytes)
        case .events:
            let admitted = openStreams.withLock { count in
                guard count < limits.streams else { return false }
                count += 1
                return true
            }
            guard admitted else {
                _ = connection.write(HTTPResponse.plain(503).bytes)
                return
            }
            EventStream(connection: connection, content: content, keepAliveSeconds: limits.keepAliveSeconds).run()
            openStreams.withLock { $0 -= 1 }
        }
    }

    func pageResponse() -> HTTPResponse {
        let nonce = PreviewToken.random().hex
        let page =
            if let frameToken {
                PreviewPage.sandboxedHTML(title: title, frameTarget: "/\(frameToken.hex)/frame", nonce: nonce)
            } else {
                PreviewPage.html(title: title, body: content.current.html, nonce: nonce)
            }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Security-Policy", PreviewPage.contentSecurityPolicy(nonce: nonce, rawHTML: rawHTML)),
            ], body: Array(page.utf8))
    }
}
