enum HelpText {
    static let usage = """
        laminate-bench: measures how fast Laminate parses Attributed Markdown.

        USAGE
          laminate-bench generate   [--size SIZE] [--seed N] [--commonmark | --catalog] [--focus NAME] [-o FILE]
          laminate-bench parse      [FILE | GENERATOR OPTIONS] [--runs N] [--warmup N] [--census]
          laminate-bench compare    [FILE | GENERATOR OPTIONS] [--runs N] [--warmup N] [--census]
          laminate-bench crosscheck [--size SIZE] [--seed N] [-o DIR]
          laminate-bench breakdown  [--size SIZE] [--seed N] [--runs N] [--warmup N]
          laminate-bench session    [FILE | --sizes SIZE,…] [--seed N] [--edits N] [--server PATH]
          laminate-bench stages     [FILE | GENERATOR OPTIONS] [--edits N]
          laminate-bench memory     [FILE | GENERATOR OPTIONS]
          laminate-bench symbols    [--seed N] [--runs N]
          laminate-bench workspace  [DIR | --files N --size SIZE --seed N] [--runs N] [--server PATH]
          laminate-bench links      [--sizes SIZE,…] [--runs N] [--only SET] [--laminate PATH]…

        SUBCOMMANDS
          generate  Write a realistic Attributed Markdown document (a cookbook:
                    headings, paragraphs with emphasis, code, links and
                    strikethrough, nested lists, quotes, fenced and indented
                    code, tables, HTML, entities, reference definitions, and
                    many attribute spans) to FILE, or to standard output.
                    The same size and seed always give the same bytes.
                    --catalog writes a String Catalog (.xcstrings) of
                    about SIZE instead: 20MB holds about 50,000 strings.
          parse     Time MarkdownParser.parse, and parse followed by
                    HTMLRenderer().render, --runs times each, and print
                    min/median times and throughput. Without FILE, the
                    document is generated in memory (default 10MB).
          compare   As parse, and also time `laminate html FILE` (the laminate
                    next to this program), `cmark-gfm -e table -e strikethrough
                    FILE` and `cmark FILE` (each found on PATH; skipped when
                    absent) as whole processes writing HTML to /dev/null, side
                    by side, with the process-to-process ratios; and
                    `laminate check FILE` as a process, its problems to
                    /dev/null.
                    All measured things take turns, run by run, so changes
                    in the machine's load weigh on each alike.
          crosscheck
                    Generate a --commonmark document (default 1MB), render
                    it recipe by recipe with Laminate and with
                    `cmark-gfm --unsafe -e table -e strikethrough`, and
                    report the pieces whose HTML differs (exit status 1 if
                    any). With -o DIR, write each differing piece and both
                    renderings there. cmark-gfm follows CommonMark 0.29,
                    Laminate 0.31.2: a few differences may be spec changes.
          breakdown Generate one document per construct (plain prose,
                    emphasis, code spans, links, attribute spans, tables,
                    lists, quotes, code blocks, HTML, …; default 2MB each)
                    and time Laminate's parse, parse + HTML, and cmark-gfm
                    on each, best run of --runs in CPU time: shows which
                    constructs cost Laminate more than cmark-gfm.
          session   What an editor's user feels: for each --sizes (default
                    100KB,1MB,10MB), a generated cookbook (many problems)
                    and the same as plain CommonMark (none), or FILE, is
                    opened by two editors, one driving the real `laminate
                    lsp` over pipes (--server PATH, default the laminate
                    next to this program) and one the server in this
                    process. They take turns typing --edits (default 20)
                    letters into a paragraph near the middle (a FILE
                    named .xcstrings, .strings or .swift is opened as its
                    editor would, and typed into a string near the
                    middle); after each,
                    they wait for the pushed diagnostics, then ask for
                    semantic tokens full/delta, range (a 60-line screen)
                    and hover. Prints a Markdown table of medians per
                    keystroke, the time from didOpen to the first
                    diagnostics, and the server's peak resident memory.
          stages    Where a keystroke's time goes: types --edits letters
                    where session does, in process, and times each step
                    on its own (text copy, edit with line index,
                    incremental parse, attribute lists, validation,
                    diagnostics, semantic tokens and their delta).
                    Without FILE, a 10MB cookbook is generated. A FILE
                    named .xcstrings, .strings or .swift is typed into
                    as session does, timing the container's analysis,
                    diagnostics and tokens (encoded whole as before,
                    and one chunk per string as now).
          memory    What a document's analysis holds, part by part, in
                    process: the heap each part adds as the server builds
                    and keeps it (text, line index, tree, attribute lists
                    and findings, diagnostics, semantic tokens), then what
                    one keystroke's version adds while the first is held.
                    Without FILE, a 10MB cookbook is generated.
          symbols   workspace/symbol over 10,000 generated recipe files,
                    summarised as the workspace index holds them: the time
                    of each of a few queries (fuzzy, by id, empty, none),
                    minimum and median of --runs.
          workspace The problems of a whole workspace: `laminate check DIR`
                    as a process, then a fresh `laminate lsp` over pipes
                    that indexes DIR and answers one `workspace/diagnostic`
                    pull (streamed as partial results where the server
                    does); --runs runs of each (the checks first), medians of wall
                    time and peak memory, and the problems each found.
                    --server PATH: the laminate to time (default the one
                    next to this program). Without DIR, --files (default 10,000) cookbooks of
                    --size (default 10KB) are generated once into
                    .build/bench-workspace-FILES-SIZE-SEED.
          links     Link checks as inputs double: `laminate check` as a
                    process (wall and CPU time, peak memory, problems
                    printed) on the broken-links document at each of
                    --sizes (default 2.5MB,5MB,10MB,20MB), on link-heavy
                    bad input (identical headings, anchors differing in
                    case or Unicode normalization, 100,000-character
                    fragments, many links to one missing fragment) and on
                    an index linking to 2,500 alike file names with typos,
                    each scaled as the sizes are (size ÷ the first);
                    median of --runs (default 3) and each doubling's
                    ratio. --only document|pathological|files times one
                    set; --laminate PATH, repeated, times each binary,
                    taking turns (default the laminate next to this
                    program). Inputs are written to .build/bench-links.

        OPTIONS (GENERATOR OPTIONS are --size, --seed, --commonmark, --focus)
          --size SIZE   Document size: 10MB, 512KB, 1.5MiB or bytes
                        (KB/MB/GB are powers of 1000). Default 10MB.
          --seed N      Generator seed. Default \(DocumentGenerator.defaultSeed).
          --commonmark  Generate without attribute spans or definitions
                        (each span becomes its text): plain CommonMark with
                        GFM tables and strikethrough.
          --focus NAME  Generate a document of one construct only, as
                        breakdown does. NAME is one of:
        \(focusNames)
          --runs N      Measured runs. Default 10.
          --warmup N    Unmeasured runs before them. Default 1.
          --census      Before timing, parse once and print how many nodes of
                        each kind the tree has (a check of what is measured).
          -o FILE       Where generate writes (default: standard output);
                        for crosscheck, a directory for differing pieces.
          -h, --help    Show this help.

        NOTES
          Build with `-c release`; debug figures mean nothing. MB/s are
          decimal megabytes (1,000,000 bytes) of source per second, from
          wall-clock time unless marked CPU (user + system time, which
          other programs on a busy machine disturb less). Laminate is
          timed in-process (parse, or parse + render to a String); cmark-gfm
          and cmark are timed as whole processes (start, read, parse, render,
          write), which for a 10 MB document adds a few milliseconds.
        """

    /// The `--focus` names, wrapped and indented under the option.
    private static var focusNames: String {
        var lines: [String] = []
        var line = ""
        for name in DocumentGenerator.Focus.allCases.map(\.optionName) {
            if !line.isEmpty && line.count + name.count > 46 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + name
        }
        lines.append(line)
        return lines.map { String(repeating: " ", count: 16) + $0 }.joined(separator: "\n")
    }
}
