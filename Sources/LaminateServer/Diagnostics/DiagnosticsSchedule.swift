import LaminateProtocol

/// The dispatcher's record of pushed diagnostics: what it has seen of each
/// open document, which check runs, which version was published.
///
/// Owned and changed only by the dispatcher; checks run as tasks and report
/// back to it, so the record needs no lock.
struct DiagnosticsSchedule {
    struct Document {
        /// The text last seen, to notice a change (a change that keeps the
        /// client's version too).
        var stamp: SnapshotStamp
        /// The formatting definition in force, to notice when it changes.
        var definitionFile: FormattingDefinitionFile?
        /// Whether the text or its definition changed since the last check started.
        var isDue = true
        /// The check in progress (waiting out the delay, or checking).
        var run: (number: Int, task: Task<Void, Never>)?
        /// Never publish a version older than this.
        var publishedVersion: Int?
        /// The heading anchors of the version last checked: when they
        /// change, open documents linking here are checked again.
        var anchors: [String]?
    }

    var documents: [DocumentURI: Document] = [:]
    /// The configuration generation last seen, to notice changed definitions.
    var configurationGeneration: Int?
    /// Definition files whose problems are shown, with the bytes they were found in.
    var definitionFilesShown: [DocumentURI: [UInt8]] = [:]
    /// The reading of the definition files in force, after one changed.
    var definitionRun: (number: Int, task: Task<Void, Never>)?
    var nextRunNumber = 1
    /// While flushing, checks start without waiting out the delay.
    var isFlushing = false
}
