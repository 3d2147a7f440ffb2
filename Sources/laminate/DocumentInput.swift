import Foundation
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

    enum Failure: Error {
        case unreadable(String)
        /// Over `WholeFile.maximumBytes` (2 GiB).
        case tooLarge(String)
    }

    static func read(_ argument: String) throws(Failure) -> DocumentInput {
        let bytes: [UInt8]
        let folder: String
        do {
            bytes = try WholeFile.read(argument)
        } catch .tooLarge {
            throw .tooLarge(argument)
        } catch {
            throw .unreadable(argument)
        }
        if argument == "-" {
            folder = FileManager.default.currentDirectoryPath
        } else {
            folder = URL(fileURLWithPath: argument).standardizedFileURL.deletingLastPathComponent().path
        }
        return DocumentInput(displayPath: argument == "-" ? "<stdin>" : argument, bytes: bytes,
                             definitionFile: definitionFile(near: folder))
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
            return .failure(ExitStatus(HelpCommand.usageError("\(command) takes exactly one FILE (or - for standard input)")))
        }
        guard let input = readReportingFailure(path) else { return .failure(ExitStatus(1)) }
        return .success(input)
    }

    /// Reads one FILE argument, or says on standard error that it cannot.
    static func readReportingFailure(_ path: String) -> DocumentInput? {
        do {
            return try DocumentInput.read(path)
        } catch .tooLarge {
            FileHandle.printError("cannot read \(path): it is larger than 2 GiB, the most laminate parses")
            return nil
        } catch {
            FileHandle.printError("cannot read \(path)")
            return nil
        }
    }

    /// A process exit status, as an error a command can return early with.
    struct ExitStatus: Error {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }
}
