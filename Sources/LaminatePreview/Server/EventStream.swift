import Foundation

/// One open `text/event-stream`: sends the document as it is now, then each
/// newer version as it is published (only the newest, when several came
/// while a write was under way), and a keep-alive comment when idle. Ends
/// when a write fails (the reader left, or took longer than the send
/// timeout) or the server stops.
struct EventStream {
    let connection: SocketConnection
    let content: PreviewContent
    let keepAliveSeconds: Double

    func run() {
        let head = HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8")])
        guard connection.write(head.headBytes(contentLength: false)) else { return }
        var seen = -1
        while true {
            switch content.next(after: seen, until: Date(timeIntervalSinceNow: keepAliveSeconds)) {
            case .closed:
                return
            case .timedOut:
                guard connection.write(ServerSentEvent.keepAlive) else { return }
            case .changed(let snapshot):
                seen = snapshot.version
                // Two writes, so the data (shared by every stream) is not copied.
                guard connection.write(ServerSentEvent.idField(snapshot.version)),
                    connection.write(snapshot.eventData)
                else { return }
            }
        }
    }
}
