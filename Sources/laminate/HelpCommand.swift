import Foundation

/// `laminate --help`, and the usage message for mistakes.
enum HelpCommand {
    static let usage = """
        usage: laminate <command>

        commands:
          lsp [--stdio]   run the language server over standard input and output
          html FILE       render FILE (or - for standard input) to HTML on standard output
          check [--format text|json] FILE|DIR...
                          report the problems in each FILE (or - for standard input)
                          and every Markdown file under each DIR, links across files
                          included; exit status 1 when there is an error
          format [--check] FILE...
                          write the attribute lists of each FILE in their canonical
                          form (- formats standard input to standard output);
                          --check writes nothing and exits 1 if a file would change
          runs [--base-url URL] [--readable] FILE
                          print FILE's attribute runs as JSON lines, in the characters
                          of Foundation's AttributedString(markdown:); --base-url
                          resolves relative links against URL; --readable adds a
                          newline between blocks (not what Foundation produces)
          preview [--port N] [--open] [--allow-html] FILE
                          serve FILE rendered as html renders it on 127.0.0.1, under a
                          secret URL (printed), updated when FILE changes; --open runs
                          xdg-open on the URL; --allow-html runs the document's own
                          HTML and scripts, in a sandboxed frame (inert without it)
          --version       print the version
          --help          print this help
        """

    static func run() -> Int32 {
        print(usage)
        return 0
    }

    /// Prints a problem and the usage to standard error; exit code 2.
    static func usageError(_ problem: String) -> Int32 {
        FileHandle.standardError.write(Data("laminate: \(problem)\n\n\(usage)\n".utf8))
        return 2
    }
}
