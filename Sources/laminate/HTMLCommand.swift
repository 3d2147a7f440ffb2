import Foundation
import LaminateDialect

/// `laminate html FILE`: renders a document (or `-` for standard input) to HTML.
enum HTMLCommand {
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 1, let path = arguments.first else {
            return HelpCommand.usageError("html takes exactly one FILE (or - for standard input)")
        }
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("laminate: cannot read \(path)\n".utf8))
                return 1
            }
            data = contents
        }
        let tree = MarkdownParser.parse(Array(data))
        FileHandle.standardOutput.write(Data(HTMLRenderer().render(tree).utf8))
        return 0
    }
}
