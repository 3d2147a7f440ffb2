import Foundation
import LaminateAttributes
import LaminateServer

/// `laminate check --format sarif`: SARIF 2.1.0 as GitHub code scanning
/// reads it. One run, whose tool driver `laminate` has one rule per
/// diagnostic code (in `DiagnosticCode.allCases` order, so a rule's index
/// never depends on what was found); one result per problem, in the order
/// of `--format json`. Columns count UTF-16 code units, as the run's
/// `columnKind` declares (SARIF's default, and what GitHub reads).
enum CheckSARIF {
    static let fingerprintKey = "laminate/v1"

    static var header: String {
        let rules = DiagnosticCode.allCases.map { code in
            "{\"id\":\(quoted(code.rawValue)),\"name\":\(quoted(ruleName(code)))"
                + ",\"shortDescription\":{\"text\":\(quoted(code.meaning))}"
                + ",\"fullDescription\":{\"text\":\(quoted(code.fullDescription))}"
                + ",\"help\":{\"text\":\(quoted(code.help))}"
                + ",\"defaultConfiguration\":{\"level\":\(quoted(level(code.defaultSeverity)))}}"
        }
        return """
            {"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{
            "tool":{"driver":{"name":"laminate","version":\(quoted(ServerVersion.version)),"rules":[
            \(rules.joined(separator: ",\n"))
            ]}},
            "columnKind":"utf16CodeUnits",
            "results":[

            """
    }

    static let resultSeparator = ",\n"
    static let footer = "\n]}]}\n"

    /// The result object of one problem in the file at `uri` (relative to
    /// the working directory, see `RepositoryPath`), between `start` and
    /// `end` in UTF-16 columns; `lineText` is the text of its first line
    /// (for the fingerprint).
    static func result(
        _ diagnostic: Diagnostic, uri: String, start: CharacterColumns.Location,
        end: CharacterColumns.Location, offending: ArraySlice<UInt8>, lineText: ArraySlice<UInt8>
    ) -> String {
        let index = DiagnosticCode.allCases.firstIndex(of: diagnostic.code) ?? 0
        let region = "{\"startLine\":\(start.line),\"startColumn\":\(start.column),\"endLine\":\(end.line),\"endColumn\":\(end.column)}"
        return "{\"ruleId\":\(quoted(diagnostic.code.rawValue)),\"ruleIndex\":\(index),\"level\":\(quoted(level(diagnostic.severity)))"
            + ",\"message\":{\"text\":\(quoted(diagnostic.message))}"
            + ",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(quoted(uri))},\"region\":\(region)}}]"
            + ",\"partialFingerprints\":{\(quoted(fingerprintKey)):\(quoted(fingerprint(diagnostic.code, uri: uri, offending: offending, lineText: lineText)))}}"
    }

    /// SARIF's levels: error, warning, note.
    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    /// `invalidAttributeList` → `InvalidAttributeList`.
    static func ruleName(_ code: DiagnosticCode) -> String {
        let name = String(describing: code)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The same for the same problem on the same text, wherever its line
    /// moves in the file: the code, the file, the offending text and its
    /// line's text without the surrounding white space, hashed (64-bit
    /// FNV-1a, as hex). Lines above it may change without changing it.
    static func fingerprint(_ code: DiagnosticCode, uri: String, offending: ArraySlice<UInt8>, lineText: ArraySlice<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let trimmed = lineText.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        mix(code.rawValue.utf8)
        mix(uri.utf8)
        mix(offending)
        mix(trimmed)
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func quoted(_ string: String) -> String { CheckJSON.quoted(string) }
}
