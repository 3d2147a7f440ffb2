import Foundation

/// Whole-file reads and writes; `-` means standard input or output.
func readBytes(_ path: String) throws -> [UInt8] {
    if path == "-" {
        return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        throw BenchFailure("cannot read '\(path)'")
    }
    return Array(data)
}

func writeBytes(_ bytes: [UInt8], to path: String?) throws {
    guard let path, path != "-" else {
        FileHandle.standardOutput.write(Data(bytes))
        return
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        throw BenchFailure("cannot write '\(path)'")
    }
}
