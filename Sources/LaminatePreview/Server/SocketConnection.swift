#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection, with timeouts on both directions: a client that
/// sends its request slowly, or reads its answer slowly, holds only its own
/// thread and only until the timeout, never the server.
struct SocketConnection: Sendable {
    let descriptor: Int32

    func setTimeouts(receive: Int, send: Int) {
        for (option, seconds) in [(SO_RCVTIMEO, receive), (SO_SNDTIMEO, send)] {
            var interval = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, option, &interval, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    /// Up to `count` bytes; empty at the end of input, on a timeout or an error.
    func read(upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            if received < 0, errno == EINTR { continue }
            return received > 0 ? Array(buffer[..<received]) : []
        }
    }

    /// Writes every byte; false when the reader has gone or did not take
    /// them within the send timeout. `MSG_NOSIGNAL`: a reader that went away
    /// must not kill the process with SIGPIPE.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}
