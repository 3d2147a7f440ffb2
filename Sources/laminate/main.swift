import Foundation

// `laminate` is a thin dispatcher: each subcommand lives in its own file and
// returns the process exit code. `laminate CMD --help` (or `-h`) is
// answered here, the same for every command.
let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
let exitCode: Int32
if let command = arguments.first, command != "help", command != "--help", command != "-h",
    HelpCommand.commands[HelpCommand.canonicalName(command)] != nil, HelpCommand.asksForHelp(rest)
{
    exitCode = HelpCommand.run(arguments: [command])
} else {
    switch arguments.first {
    case "lsp", "--stdio":
        exitCode = await LSPCommand.run(arguments: rest)
    case "html":
        exitCode = HTMLCommand.run(arguments: rest)
    case "check":
        exitCode = CheckCommand.run(arguments: rest)
    case "format":
        exitCode = FormatCommand.run(arguments: rest)
    case "preview":
        exitCode = PreviewCommand.run(arguments: rest)
    case "runs":
        exitCode = RunsCommand.run(arguments: rest)
    case "--version", "version":
        exitCode = rest.isEmpty ? VersionCommand.run() : HelpCommand.usageError("version takes no arguments", command: "version")
    case "--help", "-h", "help":
        exitCode = HelpCommand.run(arguments: rest)
    default:
        exitCode = HelpCommand.usageError(arguments.first.map { "unknown command \($0)" } ?? "no command given")
    }
}
exit(exitCode)
