import Foundation
import LaminateAttributes
import LaminateDialect

/// `laminate check --format json`: one array of problems (joined by
/// `CheckCommand`), each with its
/// path, code, severity, message, start and end (line and column from 1,
/// columns in characters), byte range, related locations and fixes.
enum CheckJSON {
    /// The object of one problem, which starts at `start` and ends at `end`
    /// of the file at `path`, whose `columns` locate its related places.
    static func object(
        _ diagnostic: Diagnostic, path: String, start: CharacterColumns.Location, end: CharacterColumns.Location,
        columns: CharacterColumns
    ) -> String {
        var fields: [(String, String)] = [
            ("path", quoted(path)),
            ("line", "\(start.line)"),
            ("column", "\(start.column)"),
            ("endLine", "\(end.line)"),
            ("endColumn", "\(end.column)"),
            ("severity", quoted(diagnostic.severity.rawValue)),
            ("code", quoted(diagnostic.code.rawValue)),
            ("message", quoted(diagnostic.message)),
            ("range", range(diagnostic.range)),
        ]
        if !diagnostic.related.isEmpty {
            fields.append(
                (
                    "related",
                    "["
                        + diagnostic.related.map { related in
                            let start = columns.location(ofUTF8Offset: related.range.start)
                            return
                                "{\"line\":\(start.line),\"column\":\(start.column),\"range\":\(range(related.range)),\"message\":\(quoted(related.message))}"
                        }.joined(separator: ",") + "]"
                ))
        }
        if !diagnostic.fixes.isEmpty {
            fields.append(
                (
                    "fixes",
                    "["
                        + diagnostic.fixes.map { fix in
                            "{\"title\":\(quoted(fix.title)),\"isPreferred\":\(fix.isPreferred),\"edits\":["
                                + fix.edits.map { edit in
                                    "{\"range\":\(range(edit.range)),\"replacement\":\(quoted(edit.replacement))}"
                                }.joined(separator: ",") + "]}"
                        }.joined(separator: ",") + "]"
                ))
        }
        return "{" + fields.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func range(_ range: ByteRange) -> String { "[\(range.start),\(range.end)]" }

    /// A JSON string, escaped as the runs' JSON lines escape theirs.
    static func quoted(_ string: String) -> String {
        AttributeValue.string(string).jsonText
    }
}
