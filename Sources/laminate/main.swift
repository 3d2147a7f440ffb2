import Foundation

// `laminate` is a thin dispatcher: each subcommand lives in its own file and
// returns the process exit code.
let arguments = Array(CommandLine.arguments.dropFirst())
let exitCode: Int32
switch arguments.first {
case "lsp", "--stdio":
    exitCode = await LSPCommand.run(arguments: Array(arguments.dropFirst()))
case "html":
    exitCode = HTMLCommand.run(arguments: Array(arguments.dropFirst()))
case "check":
    exitCode = CheckCommand.run(arguments: Array(arguments.dropFirst()))
case "format":
    exitCode = FormatCommand.run(arguments: Array(arguments.dropFirst()))
case "preview":
    exitCode = PreviewCommand.run(arguments: Array(arguments.dropFirst()))
case "runs":
    exitCode = RunsCommand.run(arguments: Array(arguments.dropFirst()))
case "--version", "version":
    exitCode = VersionCommand.run()
case "--help", "-h", "help":
    exitCode = HelpCommand.run()
default:
    exitCode = HelpCommand.usageError(arguments.first.map { "unknown command \($0)" } ?? "no command given")
}
exit(exitCode)
