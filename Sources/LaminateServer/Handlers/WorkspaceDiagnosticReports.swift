import LaminateProtocol

/// The reports of one `workspace/diagnostic` answer, in the order they are
/// made. Each is `unchanged` when its items hash to the `resultId` the
/// client gave back for its document, else `full`.
///
/// Without a partial result token they are all kept for the answer. With
/// one they are sent as `$/progress` values of that token, a batch at a
/// time, and the answer holds none (LSP: a request that reports partial
/// results reports all of its result that way): what is held at once is a
/// batch, not the workspace.
struct WorkspaceDiagnosticReports {
    /// A batch is sent once it holds this many reports…
    static let reportsPerBatch = 256
    /// …or this many diagnostics, whichever comes first.
    static let itemsPerBatch = 2_000

    private let previous: [DocumentURI: String]
    private let token: ProgressToken?
    private let context: RequestContext
    private var pending: [WorkspaceDiagnosticRequest.Report] = []
    private var pendingItems = 0

    init(
        previousResultIds: [WorkspaceDiagnosticRequest.PreviousResultID], partialResultToken: ProgressToken?,
        context: RequestContext
    ) {
        var previous: [DocumentURI: String] = [:]
        for entry in previousResultIds { previous[entry.uri] = entry.value }
        self.previous = previous
        token = partialResultToken
        self.context = context
    }

    /// Adds the report of the document at `uri` (`version` nil for a file
    /// that is not open).
    mutating func add(uri: DocumentURI, version: Int?, items: [LSPDiagnostic]) throws(ResponseError) {
        let resultId = ReportHash.of(items)
        if previous[uri] == resultId {
            pending.append(.unchanged(uri: uri, version: version, resultId: resultId))
        } else {
            pending.append(.full(uri: uri, version: version, resultId: resultId, items: items))
            pendingItems += items.count
        }
        if token != nil, pending.count >= Self.reportsPerBatch || pendingItems >= Self.itemsPerBatch { try sendBatch() }
    }

    /// The answer: every report, or none when they were sent as partial results.
    mutating func finish() throws(ResponseError) -> WorkspaceDiagnosticRequest.Result {
        guard token != nil else { return WorkspaceDiagnosticRequest.Result(items: pending) }
        if !pending.isEmpty { try sendBatch() }
        return WorkspaceDiagnosticRequest.Result(items: [])
    }

    private mutating func sendBatch() throws(ResponseError) {
        guard let token else { return }
        try context.sendPartialResult(WorkspaceDiagnosticRequest.Result(items: pending), token: token)
        pending.removeAll(keepingCapacity: true)
        pendingItems = 0
    }
}
