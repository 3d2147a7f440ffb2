import Foundation
import LaminateAttributes
import LaminateDialect
import LaminatePreview

/// `laminate preview [--port N] [--open] [--allow-html] FILE`: serves the document, rendered
/// as `laminate html` renders it, on 127.0.0.1 under a secret URL, and
/// pushes a new rendering to the page whenever the file changes. Runs until
/// interrupted.
enum PreviewCommand {
    struct Options {
        var port: UInt16 = 0
        var open = false
        var rawHTML = RawHTML.inert
        var path: String
    }

    static func run(arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let problem): return HelpCommand.usageError(problem.message, command: "preview")
        }
        guard DocumentInput.readReportingFailure(options.path, command: "preview") != nil else { return DocumentInput.ExitStatus.cannotRun }
        unblockStopSignals()
        let path = options.path
        let session: PreviewSession
        do {
            session = try PreviewSession(
                path: path, port: options.port, title: (path as NSString).lastPathComponent,
                rawHTML: options.rawHTML
            ) {
                // A file caught mid-save may be missing: keep the last rendering.
                guard let input = try? DocumentInput.read(path) else { return nil }
                return AttributeSpanHTML.renderer(definition: input.definition).render(MarkdownParser.parse(input.bytes))
            }
        } catch {
            switch error {
            case .cannotListen(let port, let code):
                FileHandle.printError(
                    "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code))); choose another --port, or 0 for a free one")
            }
            return DocumentInput.ExitStatus.cannotRun
        }
        // Unbuffered, so that a script reading the first line gets it at once.
        FileHandle.standardOutput.write(Data((session.url + "\n").utf8))
        if options.open { openInBrowser(session.url) }
        while true { Thread.sleep(forTimeInterval: 3600) }
    }

    struct UsageProblem: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageProblem> {
        var port: UInt16 = 0
        var open = false
        var rawHTML = RawHTML.inert
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--open":
                open = true
            case "--allow-html":
                rawHTML = .sandboxed
            case "--port":
                guard let value = remaining.popFirst(), let number = UInt16(value) else {
                    return .failure(UsageProblem(message: "--port takes a port number (0 to 65535; 0 picks a free one)"))
                }
                port = number
            case _ where argument.hasPrefix("--"):
                return .failure(UsageProblem(message: "unknown option \(argument) for preview"))
            default:
                paths.append(argument)
            }
        }
        guard paths.count == 1, let path = paths.first, path != "-" else {
            return .failure(UsageProblem(message: "preview takes exactly one FILE (not standard input: it watches the file)"))
        }
        return .success(Options(port: port, open: open, rawHTML: rawHTML, path: path))
    }

    /// The preview runs until a signal ends it, so the signals that do must
    /// reach it: a process inherits its parent's blocked signals, and a
    /// parent that starts it from a thread blocking them (Dispatch's worker
    /// threads do, so Foundation's `Process` can) would leave it unstoppable
    /// but by SIGKILL.
    static func unblockStopSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// `xdg-open` when there is one; otherwise the printed URL is the way in.
    static func openInBrowser(_ url: String) {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let opener = searchPath.split(separator: ":").map({ "\($0)/xdg-open" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            FileHandle.printError("--open: no xdg-open on PATH; open the URL above")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { FileHandle.printError("--open: \(opener) failed to start") }
    }
}
