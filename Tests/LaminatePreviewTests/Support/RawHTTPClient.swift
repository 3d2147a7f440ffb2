import Foundation

@testable import LaminatePreview

#if canImport(Glibc)
import Glibc
#endif

/// A client that writes requests byte for byte, so tests can send what no
/// well-behaved library would: a foreign `Host`, no token, a huge head, or
/// nothing at all.
struct RawHTTPClient {
    let port: UInt16

    struct Response {
        var status: Int
        /// Names lowercased.
        var headers: [String: String]
        var body: String
    }

    /// `GET target` with `Host: 127.0.0.1:port` unless `host` says otherwise
    /// (nil sends no `Host`).
    static func request(_ target: String, host: String?, extraHeaders: String = "") -> String {
        "GET \(target) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + extraHeaders + "\r\n"
    }

    func get(_ target: String, host: String? = "default") throws -> Response {
        let hostValue = host == "default" ? "127.0.0.1:\(port)" : host
        return try send(Self.request(target, host: hostValue))
    }

    /// Sends `text` and reads the answer to its end (the server closes).
    func send(_ text: String) throws -> Response {
        let connection = try Connection(port: port)
        defer { connection.close() }
        connection.write(text)
        var received: [UInt8] = []
        while true {
            let bytes = connection.read()
            if bytes.isEmpty { break }
            received += bytes
        }
        return try Self.parse(String(decoding: received, as: UTF8.self))
    }

    static func parse(_ text: String) throws -> Response {
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure.noHead(text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.noHead(text) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    enum Failure: Error {
        case cannotConnect(Int32)
        case noHead(String)
    }

    /// One TCP connection to the server, reads timing out after `timeout`.
    final class Connection {
        let descriptor: Int32

        init(port: UInt16, timeout: Int = 5) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let connected = sockaddr_in.loopback(port: port).withSocketAddress { connect(descriptor, $0, $1) }
            guard connected == 0 else {
                Glibc.close(descriptor)
                throw Failure.cannotConnect(errno)
            }
            var interval = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        }

        func write(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// Whatever arrives next; empty at the end or after the timeout.
        func read() -> [UInt8] {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            return count > 0 ? Array(buffer[..<count]) : []
        }

        /// Reads until the text received so far satisfies `done`, or until
        /// `deadline`; returns all of it.
        func read(until deadline: Date, _ done: (String) -> Bool) -> String {
            var received: [UInt8] = []
            while Date() < deadline {
                let bytes = read()
                if bytes.isEmpty { break }
                received += bytes
                if done(String(decoding: received, as: UTF8.self)) { break }
            }
            return String(decoding: received, as: UTF8.self)
        }

        /// What an event stream delivered: the `id` of each event that began
        /// (in order), and whether `marker` came.
        struct Scan {
            var ids: [Int] = []
            var foundMarker = false
        }

        /// Reads an event stream until `marker` arrives (or `deadline`),
        /// keeping only a short tail of what came: the events may be
        /// renderings of a 10 MB document, too big to hold as text.
        func scan(until deadline: Date, lookingFor marker: String) -> Scan {
            var scan = Scan()
            let markerBytes = Array(marker.utf8)
            let idBytes = Array("\nid: ".utf8)
            // The window is the tail of the previous read and this read;
            // `windowStart` is its offset in the stream, so that an id seen
            // in a carried tail is not counted twice.
            var window: [UInt8] = [UInt8(ascii: "\n")]
            var windowStart = -1
            var nextIDOffset = 0
            while Date() < deadline, !scan.foundMarker {
                let bytes = read()
                if bytes.isEmpty { break }
                window += bytes
                if Self.find(markerBytes, in: window, from: 0) != nil { scan.foundMarker = true }
                var from = 0
                while let found = Self.find(idBytes, in: window, from: from) {
                    let digitsStart = found + idBytes.count
                    let digits = window[digitsStart...].prefix { (48...57).contains($0) }
                    // Cut off at the window's end: read again with the next one.
                    guard digitsStart + digits.count < window.count else { break }
                    if windowStart + found >= nextIDOffset, let id = Int(String(decoding: digits, as: UTF8.self)) {
                        scan.ids.append(id)
                        nextIDOffset = windowStart + found + 1
                    }
                    from = found + 1
                }
                let keep = min(window.count, max(markerBytes.count, idBytes.count + 24))
                windowStart += window.count - keep
                window = Array(window.suffix(keep))
            }
            return scan
        }

        /// The offset of `needle` in `haystack` at or after `from` (memchr
        /// and memcmp: a scan of megabytes must not take seconds in a debug build).
        static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
            guard let first = needle.first else { return from }
            return haystack.withUnsafeBytes { buffer -> Int? in
                needle.withUnsafeBytes { needleBuffer -> Int? in
                    guard let base = buffer.baseAddress else { return nil }
                    var offset = from
                    while offset + needle.count <= buffer.count {
                        guard let hit = memchr(base + offset, Int32(first), buffer.count - offset - needle.count + 1) else { return nil }
                        let index = UnsafeRawPointer(hit) - base
                        if memcmp(hit, needleBuffer.baseAddress!, needle.count) == 0 { return index }
                        offset = index + 1
                    }
                    return nil
                }
            }
        }

        func close() {
            Glibc.close(descriptor)
        }
    }
}
