import Foundation

/// The document a benchmark runs on: read from a file or generated in memory.
struct BenchDocument {
    let bytes: [UInt8]
    /// How the document was obtained, for the report's first line.
    let origin: String

    static func load(_ options: BenchOptions, defaultSize: ByteSize = BenchOptions.defaultSize) throws -> BenchDocument {
        if let file = options.file {
            return BenchDocument(bytes: try readBytes(file), origin: file)
        }
        let size = options.size ?? defaultSize
        let bytes = DocumentGenerator.generate(size: size, seed: options.seed, dialect: options.dialect, focus: options.focus)
        let flag = (options.dialect == .commonMark ? " --commonmark" : "") + (options.focus.map { " --focus \($0.optionName)" } ?? "")
        return BenchDocument(bytes: bytes, origin: "generated (--size \(size.bytes) --seed \(options.seed)\(flag))")
    }

    var summary: String {
        "\(origin): \(ByteSize(bytes: bytes.count)) (\(bytes.count) bytes)"
    }
}
