import Foundation
import LaminateProtocol

/// One LSP conversation from `protocol-fixtures/` (format described in
/// `protocol-fixtures/README.md`): what the client sends, what the server
/// must send back, and optionally the exit code.
struct ProtocolFixture: CustomStringConvertible, Sendable {
    var name: String
    /// The bytes the client writes, in order, all framed.
    var input: [UInt8]
    var expectedMessages: [JSONValue]
    var expectedExitCode: Int32?

    var description: String { name }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let directory = packageRoot.appendingPathComponent("protocol-fixtures")

    /// Every fixture file's name, sorted.
    static func allNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".lsp") }.sorted()
    }

    static func load(_ name: String) throws -> ProtocolFixture {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        return try parse(text.replacingOccurrences(of: directoryPlaceholder, with: directoryURIPath), name: name)
    }

    /// Written in a fixture, stands for this folder's path as a `file:` URI
    /// spells it, so a fixture can open documents next to the definition
    /// files in `workspaces/`.
    static let directoryPlaceholder = "{{fixtures}}"

    /// `/path/to/protocol-fixtures`, percent-encoded, without the scheme or a final slash.
    static var directoryURIPath: String {
        var path = directory.standardizedFileURL.absoluteString.dropFirst("file://".count)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// Parses the line format: `-->` sends a message, `==>` sends raw bytes
    /// given as a JSON string, `<--` expects a message, `exit N` expects an
    /// exit code, `#` starts a comment. A JSON value may continue on the
    /// following lines up to the next directive.
    static func parse(_ text: String, name: String) throws -> ProtocolFixture {
        var fixture = ProtocolFixture(name: name, input: [], expectedMessages: [], expectedExitCode: nil)
        var blocks: [(directive: String, body: String, line: Int)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if let directive = ["-->", "==>", "<--", "exit"].first(where: { trimmed.hasPrefix($0) }) {
                blocks.append((directive, String(trimmed.dropFirst(directive.count)), number + 1))
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].body += "\n" + line
            } else {
                throw FormatError(description: "\(name):\(number + 1): text before the first directive")
            }
        }
        for block in blocks {
            func json() throws -> JSONValue {
                do {
                    return try JSONParser.parse(block.body)
                } catch {
                    throw FormatError(description: "\(name):\(block.line): \(error)")
                }
            }
            switch block.directive {
            case "-->":
                fixture.input += MessageFrameEncoder.frame(JSONSerializer.serialize(withJSONRPCVersion(try json())))
            case "==>":
                guard case .string(let raw) = try json() else {
                    throw FormatError(description: "\(name):\(block.line): ==> takes a JSON string")
                }
                fixture.input += Array(raw.utf8)
            case "<--":
                fixture.expectedMessages.append(withJSONRPCVersion(try json()))
            default:
                guard let code = Int32(block.body.trimmingCharacters(in: .whitespaces)) else {
                    throw FormatError(description: "\(name):\(block.line): exit takes a number")
                }
                fixture.expectedExitCode = code
            }
        }
        return fixture
    }

    /// Fixtures may leave out `"jsonrpc": "2.0"`; it is added here.
    private static func withJSONRPCVersion(_ message: JSONValue) -> JSONValue {
        guard case .object(var members) = message, members["jsonrpc"] == nil else { return message }
        members["jsonrpc"] = "2.0"
        return .object(members)
    }
}
