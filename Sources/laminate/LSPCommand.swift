import Foundation
import LaminateServer

/// `laminate lsp [--stdio]`: the language server over standard input and
/// output. Protocol on stdout only; logs on stderr.
enum LSPCommand {
    static func run(arguments: [String]) async -> Int32 {
        if let unknown = arguments.first(where: { $0 != "--stdio" }) {
            return HelpCommand.usageError("unknown option \(unknown) for lsp")
        }
        // A client that goes away must not kill the server mid-write with
        // SIGPIPE; the failed write is handled instead.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(connection: StdioConnection())
        return await server.run()
    }
}
