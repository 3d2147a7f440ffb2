import LaminateAttributes

/// `laminate check --format github`: one GitHub Actions workflow command
/// per problem, which GitHub shows as an annotation on the file's line:
/// `::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=CODE::MESSAGE`.
/// `col` and `endColumn` are given only when the problem starts and ends on
/// one line (GitHub's annotations take columns only then), counting UTF-16
/// code units as GitHub's web pages do. Paths are relative to the working
/// directory (the repository's root in a job; see `RepositoryPath`).
enum CheckGitHub {
    static func command(
        _ diagnostic: Diagnostic, path: String, start: CharacterColumns.Location,
        end: CharacterColumns.Location
    ) -> String {
        var properties = ["file=\(property(path))", "line=\(start.line)"]
        if start.line == end.line { properties.append("col=\(start.column)") }
        properties.append("endLine=\(end.line)")
        if start.line == end.line { properties.append("endColumn=\(end.column)") }
        properties.append("title=\(property(diagnostic.code.rawValue))")
        return "::\(level(diagnostic.severity)) \(properties.joined(separator: ","))::\(data(diagnostic.message))"
    }

    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "notice"
        }
    }

    /// A command's message, escaped as GitHub's toolkit escapes it: `%`,
    /// CR and LF as `%25`, `%0D` and `%0A` (a line break would end the command).
    static func data(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property's value, escaped as data and also `:` and `,` (`%3A`,
    /// `%2C`), which would otherwise end the value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
