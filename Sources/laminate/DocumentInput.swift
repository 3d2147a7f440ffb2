import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateServer

/// A document named on the command line (`-` is standard input), read with
/// the formatting definition in force for it: the nearest `.laminate.json`
/// walking up from its folder (from the working directory for standard input).
struct DocumentInput {
    /// The name to print in messages: the path as given, `<stdin>` for `-`.
    var displayPath: String
    var bytes: [UInt8]
    /// The definition file in force, if one was found, with its problems.
    var definitionFile: DefinitionFile?

    var definition: FormattingDefinition { definitionFile?.loaded.definition ?? .builtIn }

    struct DefinitionFile {
        var path: String
        var bytes: [UInt8]
        var loaded: LoadedDefinition
    }

    /// Why a FILE could not be read.
    enum Failure: Error {
        case unreadable(path: String, errno: Int32)
        case isDirectory(String)
        /// Over `WholeFile.maximumBytes` (2 GiB).
        case tooLarge(String)
        /// A Markdown file whose bytes are not UTF-8: at `offset`, on `line`.
        case notUTF8(path: String, offset: Int, line: Int)
    }

    static func read(_ argument: String) throws(Failure) -> DocumentInput {
        let bytes: [UInt8]
        let folder: String
        do {
            bytes = try WholeFile.read(argument)
        } catch {
            switch error {
            case .tooLarge: throw .tooLarge(argument)
            case .isDirectory: throw .isDirectory(argument)
            case .unreadable(let code): throw .unreadable(path: argument, errno: code)
            }
        }
        // String Catalogs, `.strings` and Swift files are decoded by their
        // own reader (a `.strings` file may be UTF-16); Markdown must be UTF-8.
        if argument == "-" || ContainerKind(path: argument) == nil, let offset = firstInvalidUTF8(bytes) {
            throw .notUTF8(
                path: argument == "-" ? "<stdin>" : argument, offset: offset,
                line: bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") }) + 1)
        }
        if argument == "-" {
            folder = FileManager.default.currentDirectoryPath
        } else {
            folder = URL(fileURLWithPath: argument).standardizedFileURL.deletingLastPathComponent().path
        }
        return DocumentInput(
            displayPath: argument == "-" ? "<stdin>" : argument, bytes: bytes,
            definitionFile: definitionFile(near: folder))
    }

    /// The offset of the first byte that is not part of valid UTF-8, or
    /// nil when all are. (The standard library's validation first: it is
    /// fast, and almost every file passes.)
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// The first candidate `.laminate.json` that is a readable regular
    /// file, loaded (read as the server reads it, so that a directory or a
    /// FIFO by that name is passed over rather than blocking).
    static func definitionFile(near folder: String) -> DefinitionFile? {
        let documentPath = (folder.hasSuffix("/") ? folder : folder + "/") + "document"
        for path in DefinitionFileLocator.candidatePaths(forDocumentAt: documentPath) {
            guard let bytes = LocalFileSystem().contents(ofFile: path) else { continue }
            return DefinitionFile(path: path, bytes: bytes, loaded: FormattingDefinitionLoader.load(bytes))
        }
        return nil
    }
}

extension FileHandle {
    /// Writes a line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("laminate: \(message)\n".utf8))
    }
}

extension DocumentInput {
    /// Reads the one FILE argument a command takes (`html`, `runs`), or says
    /// what is wrong and gives the exit status to end with.
    static func readOnlyArgument(of command: String, _ arguments: [String]) -> Result<DocumentInput, ExitStatus> {
        guard arguments.count == 1, let path = arguments.first else {
            return .failure(
                ExitStatus(
                    HelpCommand.usageError(
                        "\(command) takes exactly one FILE (or - for standard input)",
                        command: command)))
        }
        guard let input = readReportingFailure(path, command: command) else { return .failure(ExitStatus(ExitStatus.cannotRun)) }
        return .success(input)
    }

    /// Reads one FILE argument, or says on standard error that it cannot,
    /// why, and what to do.
    static func readReportingFailure(_ path: String, command: String) -> DocumentInput? {
        do {
            return try DocumentInput.read(path)
        } catch {
            FileHandle.printError(error.message(command: command))
            return nil
        }
    }

    /// A process exit status, as an error a command can return early with.
    struct ExitStatus: Error {
        var code: Int32
        init(_ code: Int32) { self.code = code }

        /// The command ran and found problems (`check`: an error;
        /// `format --check`: a file that would change).
        static let problemsFound: Int32 = 1
        /// The command could not do what was asked: a usage mistake, or an
        /// input it cannot read (or an output it cannot write).
        static let cannotRun: Int32 = 2
    }
}

extension DocumentInput.Failure {
    /// What went wrong, and what to do about it, for `laminate COMMAND`.
    func message(command: String) -> String {
        switch self {
        case .unreadable(let path, ENOENT):
            return "cannot read \(path): no such file; check the path (it is relative to the working directory, "
                + "\(FileManager.default.currentDirectoryPath))"
        case .unreadable(let path, let code) where code == EACCES || code == EPERM:
            return "cannot read \(path): permission denied; make it readable (chmod u+r \(path)) or run as a user who may read it"
        case .unreadable(let path, let code):
            return "cannot read \(path): \(String(cString: strerror(code)))"
        case .isDirectory(let path):
            let what = command == "format" ? "format takes files" : "\(command) takes one file"
            return "\(path) is a directory: \(what); to check every Markdown file under a directory, run laminate check \(path)"
        case .tooLarge(let path):
            return "cannot read \(path): it is larger than 2 GiB, the most laminate parses"
        case .notUTF8(let path, let offset, let line):
            return "cannot read \(path): it is not UTF-8 text (byte \(offset) on line \(line) is not valid UTF-8); "
                + "save it as UTF-8 (for example: iconv -f LATIN1 -t UTF-8)"
        }
    }
}
