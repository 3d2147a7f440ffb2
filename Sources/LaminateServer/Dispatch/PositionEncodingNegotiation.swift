import LaminateDialect
import LaminateProtocol

/// Chooses the position encoding from the client's offer: UTF-8 when
/// offered (our native unit, no conversion), else UTF-16 (LSP's default and
/// mandatory encoding), else UTF-32 when that is all the client names.
enum PositionEncodingNegotiation {
    static func choose(from offered: [String]?) -> ColumnUnit {
        let offered = offered ?? []
        if offered.contains(ColumnUnit.utf8.rawValue) { return .utf8 }
        if offered.contains(ColumnUnit.utf16.rawValue) { return .utf16 }
        if offered.contains(ColumnUnit.utf32.rawValue) { return .utf32 }
        return .utf16
    }
}

extension PositionEncodingKind {
    init(_ unit: ColumnUnit) {
        switch unit {
        case .utf8: self = .utf8
        case .utf16: self = .utf16
        case .utf32: self = .utf32
        }
    }
}
