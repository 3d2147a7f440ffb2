import Foundation
import LaminateServer

/// `laminate lsp [--stdio]`: the language server over standard input and
/// output. Protocol on stdout only; the server's messages go to the client
/// (`window/logMessage`), and to stderr only when the client cannot be
/// reached (and crashes, which the runtime reports there).
enum LSPCommand {
    /// How long the last answers may take to be read once the server has
    /// stopped; a client that stopped reading must not keep the process.
    static let outputDrainSeconds = 5.0

    static func run(arguments: [String]) async -> Int32 {
        if let unknown = arguments.first(where: { $0 != "--stdio" }) {
            return HelpCommand.usageError("unknown option \(unknown) for lsp", command: "lsp")
        }
        // A client that goes away must not kill the server mid-write with
        // SIGPIPE; the failed write (EPIPE) ends the connection instead.
        signal(SIGPIPE, SIG_IGN)
        limitMallocArenas()
        let connection = StdioConnection()
        let log = BackgroundLogSink(receivesEverything: false)
        // The test-only methods, for tests and benchmarks that ask for them.
        let methods: MethodTable =
            ProcessInfo.processInfo.environment[MethodTable.testMethodsVariable] == "1"
            ? .withTestMethods : .standard
        let server = LanguageServer(connection: connection, methods: methods, logSink: log)
        let exitCode = await server.run()
        if !connection.finishOutput(within: outputDrainSeconds) {
            log.write("laminate error: the client did not read the last answers within \(outputDrainSeconds) seconds; exiting without them")
        }
        _ = log.finish(within: 1)
        return exitCode
    }

    /// glibc gives threads that allocate at once arenas of their own (up
    /// to eight per core), and memory freed in one arena stays resident for
    /// that arena alone. The server's threads (the reader, the dispatcher,
    /// the checks, the chunks analysed in parallel) each allocate and free
    /// megabytes, so the peak resident memory while typing grew by that
    /// slack. With two arenas `laminate-bench session` measured a lower
    /// peak after typing on large documents, in the same time and CPU (the
    /// commit that added this says by how much). (Allocator tuning in the program, not
    /// an environment variable users must know of.)
    private static func limitMallocArenas() {
        #if canImport(Glibc)
        // The Glibc module does not import `<malloc.h>`: `mallopt` is looked
        // up (RTLD_DEFAULT) and called through a C function pointer, so its
        // calling convention is C's. -8 is `M_ARENA_MAX`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallocArenaMaximum: Int32 = -8
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mallocArenaMaximum, 2)
        #endif
    }
}
