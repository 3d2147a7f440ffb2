import LaminateAttributes
import LaminateDialect
import LaminateProtocol

/// The largest document the server analyses.
///
/// An analysis and the next version's, which shares most of it, hold many
/// times the text's size, and a keystroke costs more the larger the
/// document; past this limit the server would strain a small machine and
/// stop feeling instant. A larger document is still held and
/// edited exactly (nothing the client sends is lost, and once it shrinks
/// back under the limit it is analysed again), but is not parsed: its
/// diagnostics are one LAM302 naming the limit, and every request that
/// needs its analysis answers `RequestFailed` naming it.
///
/// A container (String Catalog, `.strings`, Swift file) is analysed only
/// in its strings, each a small document of its own, and an edit
/// re-analyses only the strings it changed: its limit is the largest
/// message a client may send, so that a project's largest catalogs are
/// served.
enum DocumentSizeLimit {
    static let maximumAnalysedBytes = 16 * 1024 * 1024
    static let maximumContainerBytes = 64 * 1024 * 1024

    static func isExceeded(by snapshot: DocumentSnapshot) -> Bool {
        snapshot.text.count > maximum(for: snapshot)
    }

    static func maximum(for snapshot: DocumentSnapshot) -> Int {
        if case .container = snapshot.serving { return maximumContainerBytes }
        return maximumAnalysedBytes
    }

    /// The one diagnostic of a document over the limit, at its start; nil
    /// for a document within it.
    static func diagnostic(for snapshot: DocumentSnapshot) -> Diagnostic? {
        guard isExceeded(by: snapshot) else { return nil }
        return Diagnostic(code: .documentTooLarge, message: description(of: snapshot), range: ByteRange(0, 0))
    }

    /// The answer to a request that needs the analysis of a document over the limit.
    static func requestError(for snapshot: DocumentSnapshot) -> ResponseError {
        .requestFailed(description(of: snapshot))
    }

    private static func description(of snapshot: DocumentSnapshot) -> String {
        let maximum = maximum(for: snapshot)
        return "This document is \(snapshot.text.count.groupedDigits) bytes, larger than the \(maximum.groupedDigits) bytes "
            + "(\(maximum / 1024 / 1024) MiB) the language server analyses: it is not checked, highlighted or formatted "
            + "until it is smaller (laminate check reads it whole)."
    }
}
