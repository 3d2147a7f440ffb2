import Foundation

/// `laminate help [COMMAND]`, `laminate COMMAND --help` (or `-h`), and the
/// message for a usage mistake.
///
/// Exit statuses, the same for every command: 0 when all went well, 1 when
/// the command ran and found problems, 2 when it could not do what was
/// asked (a usage mistake, an input it cannot read, an output it cannot
/// write).
enum HelpCommand {
    static let usage = """
        usage: laminate <command> [options] [FILE...]

        commands:
          check     report the problems in Markdown files, folders and app strings
          format    write attribute lists in their canonical form
          html      render a document to HTML
          runs      print a document's attribute runs as Foundation reads them
          preview   serve a live HTML preview of a document
          lsp       run the language server (what editors start)
          version   print the version
          help      print this help, or a command's: laminate help check

        Every command that reads a FILE reads standard input for - (preview
        excepted: it watches its file). Exit status: 0 all went well, 1 problems
        found, 2 could not run as asked (usage mistake, unreadable input).
        """

    /// Each command's own help, by name.
    static let commands: [String: String] = [
        "check": """
        usage: laminate check [--format text|gcc|json|sarif|github] FILE|DIR|- ...

        Reports every problem in each FILE (- for standard input) and in every
        Markdown file under each DIR (as the editor's workspace index lists
        them), links between files included, and the problems of each
        .laminate.json in force. A String Catalog (.xcstrings), .strings file or
        Swift file is checked string by string.

        options:
          --format text     PATH:LINE:COL: SEVERITY: MESSAGE [CODE], columns in
                            characters (the default)
          --format gcc      PATH:LINE:COL: error|warning|note: MESSAGE [CODE], as
                            compilers print it (Xcode, swift build, editors'
                            quickfix lists); columns in UTF-8 bytes
          --format json     one JSON array of problems, with ranges and fixes
          --format sarif    SARIF 2.1.0 for GitHub code scanning (upload-sarif)
          --format github   GitHub Actions workflow commands (::error file=...)
          -h, --help        print this help

        exit status: 0 no errors (warnings allowed), 1 an error found, 2 a usage
        mistake or a file that cannot be read
        """,
        "format": """
        usage: laminate format [--check] FILE|- ...

        Writes the attribute lists of each FILE in their canonical form, in
        place, as an editor's "Format Document" does; nothing else changes.
        - formats standard input to standard output. Takes files, not
        directories.

        options:
          --check      write nothing; name each file that would change
          -h, --help   print this help

        exit status: 0 done (or, with --check, all formatted), 1 with --check a
        file would change, 2 a usage mistake or a file that cannot be read or
        written
        """,
        "html": """
        usage: laminate html FILE|-

        Renders one document (- for standard input) to HTML on standard output:
        attribute spans become <span>s with data- attributes and inline style,
        with the nearest .laminate.json in force.

        options:
          -h, --help   print this help

        exit status: 0 rendered, 2 a usage mistake, a file that cannot be read,
        or standard output closed
        """,
        "runs": """
        usage: laminate runs [--base-url URL] [--readable] FILE|-

        Prints the attribute runs of one document (- for standard input) as
        JSON lines, in the characters of Foundation's
        AttributedString(markdown:), with the nearest .laminate.json in force.

        options:
          --base-url URL   resolve relative links against URL (absolute)
          --readable       add a newline between blocks (Foundation adds none)
          -h, --help       print this help

        exit status: 0 printed, 2 a usage mistake or a file that cannot be read
        """,
        "preview": """
        usage: laminate preview [--port N] [--open] [--allow-html] FILE

        Serves FILE rendered as laminate html renders it, on 127.0.0.1 under a
        secret URL (printed on standard output), and updates the page whenever
        FILE changes. Runs until interrupted. Does not read standard input: it
        watches a file.

        options:
          --port N       listen on port N (0, the default, picks a free one)
          --open         open the URL with xdg-open
          --allow-html   run the document's own HTML and scripts, in a
                         sandboxed frame (inert without it)
          -h, --help     print this help

        exit status: 2 a usage mistake, a file that cannot be read, or a port
        that cannot be listened on
        """,
        "lsp": """
        usage: laminate lsp [--stdio]

        Runs the language server over standard input and output (--stdio is
        accepted for editors that pass it; laminate --stdio works too). Editors
        start it; see editors/README.md. Messages for the user go to the editor
        (window/logMessage); standard error is kept for crashes.

        options:
          -h, --help   print this help

        exit status: 0 after shutdown and exit, 1 exit without shutdown, 2 a
        usage mistake
        """,
        "version": """
        usage: laminate version
               laminate --version

        Prints the name and version.
        """,
        "help": """
        usage: laminate help [COMMAND]

        Prints the list of commands, or COMMAND's own help (as laminate COMMAND
        --help does).
        """,
    ]

    /// The name a command goes by in `commands` (`--stdio` is `lsp`).
    static func canonicalName(_ command: String) -> String {
        switch command {
        case "--stdio": return "lsp"
        case "--version": return "version"
        case "--help", "-h": return "help"
        default: return command
        }
    }

    /// `laminate help [COMMAND]`.
    static func run(arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            print(usage)
            return 0
        }
        guard arguments.count == 1, let help = commands[canonicalName(first)] else {
            return usageError(arguments.count == 1 ? "no command named \(first)" : "help takes one COMMAND", command: "help")
        }
        print(help)
        return 0
    }

    /// Whether `arguments` (after the command's name) ask for its help.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }

    /// Prints a problem on standard error, with the usage line of `command`
    /// (or the list of commands) and where its help is; exit status 2.
    static func usageError(_ problem: String, command: String? = nil) -> Int32 {
        let hint: String
        if let command, let help = commands[command] {
            let usageLines = help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            hint = usageLines.joined(separator: "\n") + "\nrun laminate help \(command) for its options"
        } else {
            hint = usage
        }
        FileHandle.standardError.write(Data("laminate: \(problem)\n\n\(hint)\n".utf8))
        return DocumentInput.ExitStatus.cannotRun
    }
}
