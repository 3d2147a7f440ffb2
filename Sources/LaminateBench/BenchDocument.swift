import Foundation

/// The document a benchmark runs on: read from a file or generated in memory.
struct BenchDocument {
    let bytes: [UInt8]
    /// How the document was obtained, for the report's first line.
    let origin: String

    static func load(_ options: BenchOptions) throws -> BenchDocument {
        if let file = options.file {
            return BenchDocument(bytes: try readBytes(file), origin: file)
        }
        let size = options.size ?? BenchOptions.defaultSize
        let bytes = DocumentGenerator.generate(size: size, seed: options.seed, dialect: options.dialect, focus: options.focus)
        let flag = (options.dialect == .commonMark ? " --commonmark" : "") + (options.focus.map { " --focus \($0.optionName)" } ?? "")
        return BenchDocument(bytes: bytes, origin: "generated (--size \(size.bytes) --seed \(options.seed)\(flag))")
    }

    var summary: String {
        "\(origin): \(ByteSize(bytes: bytes.count)) (\(bytes.count) bytes)"
    }
}

/// A file that could not be read or written, or a tool that failed.
struct BenchFailure: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

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
