import Testing

/// A case file whose expected output is what `render` prints for each case:
/// the one `check` and `record` of the outline, folding, selection and
/// formatting tests, so each suite is its rendering alone.
struct RenderedCaseFile: Sendable {
    let fileName: String
    let cases: [CursorCaseFile.Case]
    let render: @Sendable (CursorCaseFile.Case) -> String

    init(_ fileName: String, render: @escaping @Sendable (CursorCaseFile.Case) -> String) {
        self.fileName = fileName
        cases = CursorCaseFile.cases(fileName)
        self.render = render
    }

    func expectCases(atLeast count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cases.count >= count, "\(fileName) is missing or has too few cases", sourceLocation: sourceLocation)
    }

    func check(_ testCase: CursorCaseFile.Case, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !CursorCaseFile.isRecording else { return }
        #expect(render(testCase) == testCase.expected, sourceLocation: sourceLocation)
    }

    /// With `RECORD_SNAPSHOTS=1`, rewrites the file and fails, so nobody records by accident.
    func recordIfAsked() {
        guard CursorCaseFile.isRecording else { return }
        CursorCaseFile.record(fileName, Dictionary(uniqueKeysWithValues: cases.map { ($0.name, render($0)) }))
        Issue.record("recorded \(fileName); run again without RECORD_SNAPSHOTS")
    }
}
