import Foundation
import LaminateDialect

let arguments = Array(CommandLine.arguments.dropFirst())
FileHandle.standardError.write(Data("usage: laminate lsp | html FILE\n".utf8))
exit(arguments.isEmpty ? 2 : 2)
