import Foundation
import LaminateAppStrings

/// `laminate-bench session`: what a user of an editor feels, at several
/// document sizes, on a cookbook with many problems and on plain CommonMark
/// with none, through the real `laminate lsp` over pipes and through the
/// server in this process.
///
/// For each document, one session per transport opens it, then they take
/// turns typing: keystroke k goes to one and then the other (which goes
/// first alternates), so a change in the machine's load weighs on both alike.
enum SessionBenchmark {
    static let defaultSizes = [ByteSize(bytes: 100_000), ByteSize(bytes: 1_000_000), ByteSize(bytes: 10_000_000)]

    static func run(_ options: BenchOptions) async throws {
        #if DEBUG
        print("warning: this is a debug build; for meaningful figures run `swift build -c release` first\n")
        #endif
        let server = try serverExecutable(options)
        var table = SessionTable()
        for document in documents(options) {
            let bytes = try document.load()
            let kind = ContainerKind(path: document.name)
            let found = kind.map { TypingPosition.nearTheMiddle(ofContainer: bytes, kind: $0) } ?? TypingPosition.nearTheMiddle(of: bytes)
            guard let offset = found else {
                throw BenchFailure("\(document.name) has no paragraph to type in")
            }
            print("\(document.name): \(bytes.count) bytes, \(options.edits) keystrokes at byte \(offset) …")
            let transports: [any SessionTransport] = [try PipeTransport(server: server), InProcessTransport()]
            var sessions: [EditingSession] = []
            for transport in transports {
                sessions.append(
                    try await EditingSession.start(
                        transport, typingAt: offset, in: bytes,
                        fileName: kind == nil ? "cookbook.md" : (document.name as NSString).lastPathComponent))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            var openings: [EditingSession.Opening] = []
            for index in sessions.indices {
                openings.append(try await sessions[index].open(text))
            }
            let beforeTyping = sessions.map { $0.usage() }
            var keystrokes = Array(repeating: [EditingSession.Keystroke](), count: sessions.count)
            for keystroke in 0..<options.edits {
                let order = keystroke.isMultiple(of: 2) ? Array(sessions.indices) : sessions.indices.reversed()
                for index in order {
                    keystrokes[index].append(try await sessions[index].typeOneCharacter())
                }
            }
            for index in sessions.indices {
                let end = await sessions[index].finish()
                table.add(
                    SessionTable.Row(
                        document: document.name, textBytes: bytes.count, transport: transports[index].name,
                        opening: openings[index], keystrokes: keystrokes[index],
                        usage: (sessions[index].base, beforeTyping[index], end)))
            }
        }
        print("")
        print(table.markdown(edits: options.edits))
    }

    /// A document to open: generated at a size, or the user's file.
    struct Document {
        var name: String
        var load: () throws -> [UInt8]
    }

    static func documents(_ options: BenchOptions) -> [Document] {
        if let file = options.file {
            return [Document(name: file) { try readBytes(file) }]
        }
        return (options.sizes ?? defaultSizes).flatMap { size in
            [
                Document(name: "\(size.shortDescription) cookbook") {
                    DocumentGenerator.generate(size: size, seed: options.seed)
                },
                Document(name: "\(size.shortDescription) CommonMark") {
                    DocumentGenerator.generate(size: size, seed: options.seed, dialect: .commonMark)
                },
            ]
        }
    }

    /// `laminate`, from `--server` or next to this program (both products of one build).
    static func serverExecutable(_ options: BenchOptions) throws -> URL {
        let url =
            options.server.map { URL(fileURLWithPath: $0) }
            ?? Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("laminate")
        guard let url, FileManager.default.isExecutableFile(atPath: url.path) else {
            throw BenchFailure(
                "no laminate executable \(url.map { "at \($0.path)" } ?? "found"); "
                    + "build both products (swift build -c release) or pass --server PATH")
        }
        return url
    }
}
