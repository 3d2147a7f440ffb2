#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only: the preview is never reachable
/// from another machine, whatever the firewall says.
struct LoopbackListener: Sendable {
    let descriptor: Int32
    let port: UInt16

    enum Failure: Error, Equatable {
        case socket(errno: Int32)
        case bind(port: UInt16, errno: Int32)
        case listen(errno: Int32)
    }

    /// Binds `port`, or a free port the system picks when it is 0.
    init(port requestedPort: UInt16) throws(Failure) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .socket(errno: errno) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in.loopback(port: requestedPort)
        let bound = address.withSocketAddress { bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let error = errno
            close(descriptor)
            throw .bind(port: requestedPort, errno: error)
        }
        guard listen(descriptor, 64) == 0 else {
            let error = errno
            close(descriptor)
            throw .listen(errno: error)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// The next connection, or nil once the listener is shut down.
    func accept() -> SocketConnection? {
        while true {
            #if canImport(Glibc)
            let client = Glibc.accept(descriptor, nil, nil)
            #else
            let client = Darwin.accept(descriptor, nil, nil)
            #endif
            if client >= 0 {
                // Not inherited by `xdg-open` or anything else the process starts.
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return SocketConnection(descriptor: client)
            }
            // A connection that went away before it was taken, or a signal:
            // try again. Anything else (the listener shut down) ends the loop.
            if errno == EINTR || errno == ECONNABORTED || errno == EPROTO { continue }
            return nil
        }
    }

    /// Wakes a thread blocked in `accept` (Linux returns EINVAL to it) and
    /// frees the port.
    func shutDown() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}

extension sockaddr_in {
    /// 127.0.0.1:`port`: where the preview listens (and where its tests connect).
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    /// Calls `body` with the address as the `sockaddr` and length that
    /// `bind` and `connect` take.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        withUnsafePointer(to: self) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
