/// The command line of `laminate-bench`: a subcommand and its options.
struct BenchOptions {
    enum Subcommand: String {
        case generate, parse, compare, crosscheck, breakdown, session, stages, memory, symbols, workspace, links, help
    }

    var subcommand: Subcommand
    /// The document to read; nil means generate one in memory.
    var file: String?
    var size: ByteSize?
    var seed: UInt64 = DocumentGenerator.defaultSeed
    var runs = 10
    /// Whether `--runs` was given (`links` runs fewer by default).
    var runsWereGiven = false
    var warmups = 1
    var outputPath: String?
    var dialect = DocumentGenerator.Dialect.attributedMarkdown
    var focus: DocumentGenerator.Focus?
    /// Print how many nodes of each kind the tree has (parse, compare).
    var census = false
    /// Keystrokes a session makes.
    var edits = 20
    /// Document sizes a session opens, one after the other.
    var sizes: [ByteSize]?
    /// The `laminate` executable a session starts.
    var server: String?
    /// `generate` writes a String Catalog instead of a cookbook.
    var catalog = false
    /// How many files `workspace` generates.
    var files = 10_000
    /// The `laminate` executables `links` times, taking turns (`--laminate`, repeated).
    var laminates: [String] = []
    /// The one set of inputs `links` times (`--only`); nil: all.
    var linkSet: LinkInput.Kind?

    static let defaultSize = ByteSize(bytes: 10_000_000)

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst() else { throw UsageError("no subcommand given") }
        if ["-h", "--help", "help"].contains(first) {
            subcommand = .help
            return
        }
        guard let subcommand = Subcommand(rawValue: first) else {
            throw UsageError("unknown subcommand '\(first)'")
        }
        self.subcommand = subcommand
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                self.subcommand = .help
                return
            case "--size":
                let value = try Self.value(of: argument, from: &remaining)
                guard let size = ByteSize(parsing: value) else {
                    throw UsageError("--size wants a size from 1 byte to 4GB, such as 10MB, 512KB or 2000000, not '\(value)'")
                }
                self.size = size
            case "--sizes":
                let value = try Self.value(of: argument, from: &remaining)
                let sizes = value.split(separator: ",").map { ByteSize(parsing: String($0)) }
                guard !sizes.isEmpty, !sizes.contains(nil) else {
                    throw UsageError("--sizes wants sizes separated by commas, such as 100KB,1MB,10MB, not '\(value)'")
                }
                self.sizes = sizes.compactMap { $0 }
            case "--server":
                server = try Self.value(of: argument, from: &remaining)
            case "--seed":
                let value = try Self.value(of: argument, from: &remaining)
                guard let seed = UInt64(value) else { throw UsageError("--seed wants a non-negative integer, not '\(value)'") }
                self.seed = seed
            case "--runs":
                runs = try Self.count(of: argument, from: &remaining, minimum: 1)
                runsWereGiven = true
            case "--laminate":
                laminates.append(try Self.value(of: argument, from: &remaining))
            case "--only":
                let value = try Self.value(of: argument, from: &remaining)
                guard let set = LinkInput.Kind(rawValue: value) else {
                    let names = LinkInput.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("--only wants one of \(names); not '\(value)'")
                }
                linkSet = set
            case "--warmup":
                warmups = try Self.count(of: argument, from: &remaining, minimum: 0)
            case "--focus":
                let value = try Self.value(of: argument, from: &remaining)
                guard let focus = DocumentGenerator.Focus(optionName: value) else {
                    let names = DocumentGenerator.Focus.allCases.map(\.optionName).joined(separator: ", ")
                    throw UsageError("--focus wants one of \(names); not '\(value)'")
                }
                self.focus = focus
            case "--files":
                files = try Self.count(of: argument, from: &remaining, minimum: 1)
            case "--edits":
                edits = try Self.count(of: argument, from: &remaining, minimum: 1)
            case "--census":
                census = true
            case "--commonmark":
                dialect = .commonMark
            case "--catalog":
                catalog = true
            case "-o", "--output":
                outputPath = try Self.value(of: argument, from: &remaining)
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("unknown option '\(argument)'")
                }
                guard file == nil else { throw UsageError("more than one file given") }
                file = argument
            }
        }
        try validate()
    }

    private func validate() throws(UsageError) {
        if subcommand != .session && subcommand != .links && sizes != nil { throw UsageError("--sizes is for session and links") }
        if subcommand != .links && (!laminates.isEmpty || linkSet != nil) { throw UsageError("--laminate and --only are for links") }
        if subcommand != .session && subcommand != .workspace && server != nil { throw UsageError("--server is for session and workspace") }
        if subcommand != .generate && catalog { throw UsageError("--catalog is for generate") }
        switch subcommand {
        case .generate:
            if file != nil { throw UsageError("generate takes no file; write with -o FILE") }
        case .parse, .compare, .stages, .memory:
            if file != nil && size != nil { throw UsageError("give a FILE or --size, not both") }
            if file != nil && (dialect == .commonMark || focus != nil) {
                throw UsageError("--commonmark and --focus are for generated documents, not a FILE")
            }
            if outputPath != nil { throw UsageError("-o is for generate and crosscheck") }
        case .crosscheck:
            if file != nil { throw UsageError("crosscheck generates its document; it takes no file") }
            if focus != nil { throw UsageError("crosscheck checks the whole cookbook; --focus is not for it") }
        case .breakdown:
            if file != nil { throw UsageError("breakdown generates its documents; it takes no file") }
            if focus != nil { throw UsageError("breakdown times every construct; --focus is not for it") }
            if outputPath != nil { throw UsageError("-o is for generate and crosscheck") }
        case .session:
            if focus != nil || dialect == .commonMark {
                throw UsageError("session opens both a cookbook and plain CommonMark; --focus and --commonmark are not for it")
            }
            if size != nil { throw UsageError("session takes --sizes (such as --sizes 100KB,1MB), not --size") }
            if file != nil && sizes != nil { throw UsageError("give a FILE or --sizes, not both") }
            if outputPath != nil { throw UsageError("-o is for generate and crosscheck") }
        case .symbols:
            if file != nil || size != nil || focus != nil || outputPath != nil {
                throw UsageError("symbols generates its workspace of 10,000 files; it takes only --runs and --seed")
            }
        case .workspace:
            if focus != nil || dialect == .commonMark || outputPath != nil {
                throw UsageError("workspace takes a DIR, or --files, --size and --seed for the folder it generates")
            }
            if file != nil && size != nil { throw UsageError("give a DIR or --size, not both") }
        case .links:
            if file != nil || size != nil || focus != nil || dialect == .commonMark || outputPath != nil {
                throw UsageError("links generates its inputs; it takes --sizes, --runs, --only and --laminate PATH (repeated)")
            }
        case .help:
            break
        }
    }

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }

    private static func count(of option: String, from remaining: inout ArraySlice<String>, minimum: Int) throws(UsageError) -> Int {
        let value = try self.value(of: option, from: &remaining)
        guard let count = Int(value), count >= minimum, count <= 100_000 else {
            throw UsageError("\(option) wants a whole number from \(minimum) to 100000, not '\(value)'")
        }
        return count
    }
}

/// A command line that cannot be run; printed with a pointer to `--help`.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
