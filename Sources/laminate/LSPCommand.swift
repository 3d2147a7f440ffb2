import Foundation
import LaminateServer

/// `laminate lsp [--stdio]`: the language server over standard input and
/// output. Protocol on stdout only; logs on stderr.
enum LSPCommand {
    /// How long the last answers may take to be read once the server has
    /// stopped; a client that stopped reading must not keep the process.
    static let outputDrainSeconds = 5.0

    static func run(arguments: [String]) async -> Int32 {
        if let unknown = arguments.first(where: { $0 != "--stdio" }) {
            return HelpCommand.usageError("unknown option \(unknown) for lsp")
        }
        // A client that goes away must not kill the server mid-write with
        // SIGPIPE; the failed write (EPIPE) ends the connection instead.
        signal(SIGPIPE, SIG_IGN)
        let connection = StdioConnection()
        let log = BackgroundLogSink()
        let server = LanguageServer(connection: connection, logSink: log)
        let exitCode = await server.run()
        if !connection.finishOutput(within: outputDrainSeconds) {
            log.write("laminate error: the client did not read the last answers within \(outputDrainSeconds) seconds; exiting without them")
        }
        _ = log.finish(within: 1)
        return exitCode
    }
}
