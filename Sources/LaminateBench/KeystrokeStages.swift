import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import LaminateServer

/// `laminate-bench stages`: where a keystroke's time goes, in process.
///
/// Types one letter at a time into the paragraph nearest the document's
/// middle, as `session` does, and times each step the server takes for it
/// on its own: applying the edit to the text and to its line index, the
/// incremental parse, the attribute lists, the validation findings, the
/// diagnostics, the link table and its problems, and the semantic tokens
/// with their delta. The session's
/// figures are what a user feels; these say which step to make faster.
enum KeystrokeStages {
    static func run(_ options: BenchOptions) throws {
        if let kind = options.file.flatMap({ ContainerKind(path: $0) }) {
            try ContainerKeystrokeStages.run(options, kind: kind)
            return
        }
        let document = try BenchDocument.load(options, defaultSize: ByteSize(bytes: 10_000_000))
        print(document.summary)
        let position = try TypingPosition.required(in: document.bytes)
        let uri = DocumentURI("file:///stages.md")
        var snapshot = DocumentSnapshot(uri: uri, languageId: "markdown", version: 1, text: document.bytes)
        var analysis = DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex)
        var checked = DocumentDiagnostics(analysis)
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        var tokens = ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder)
        // Link checks as the server makes them, with no other file to find.
        let linkTargets = LinkTargets(roots: ["/"])
        var linkTable = LinkTable(analysis, path: "/stages.md", roots: ["/"])
        var linkProblems = LinkProblems(linkTable, targets: linkTargets)
        print(
            "\(checked.diagnostics.count) problems, \(analysis.tree.chunkCount) chunks; "
                + "\(options.edits) keystrokes at byte \(position)\n")

        var stages = StageTimes<Stage>()
        for keystroke in 0..<options.edits {
            let offset = position + keystroke
            let change = StageTimes<Stage>.typing(at: offset, in: snapshot)
            // The text alone, then the whole edit as the server applies it
            // (text and line index), so the line index's share is the difference.
            _ = stages.time(.textCopy) {
                var text = snapshot.text
                text.insert(UInt8(ascii: "x"), at: offset)
                return text.count
            }
            snapshot = stages.time(.editApplied) {
                snapshot.applying([change], version: snapshot.version + 1, encoding: .utf16).snapshot
            }
            // As the server parses: knowing the change from the client's edit.
            let edit = snapshot.change ?? .none
            let tree = stages.time(.parse) {
                MarkdownParser.parse(
                    snapshot.text, editing: analysis.tree, change: edit)
            }
            let lists = stages.time(.attributeLists) { AttributeLists(tree, reusing: analysis.attributeLists) }
            _ = stages.time(.validation) {
                ValidationFindings(
                    tree: tree, attributeLists: lists, definition: analysis.definition,
                    reusing: analysis.validationFindings)
            }
            analysis = stages.time(.analysis) {
                DocumentAnalysis(tree: tree, lineIndex: snapshot.lineIndex, reusing: analysis)
            }
            checked = stages.time(.diagnostics) {
                DocumentDiagnostics(analysis, previous: checked, change: snapshot.change)
            }
            linkTable = stages.time(.linkTable) { LinkTable(analysis, path: "/stages.md", roots: ["/"], reusing: linkTable) }
            linkProblems = stages.time(.linkProblems) { LinkProblems(linkTable, targets: linkTargets, reusing: linkProblems) }
            let previousTokens = tokens
            tokens = stages.time(.tokens) { ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder, reusing: tokens) }
            _ = stages.time(.tokenDelta) { tokens.edits(from: previousTokens) }
        }
        stages.printTable(
            of: Stage.allCases, names: \.rawValue,
            footnote: "In process, one keystroke's steps timed separately (median of \(options.edits)); "
                + "`analysis` repeats the attribute lists and validation beside the two rows above it, "
                + "which time them alone.")
    }

    enum Stage: String, CaseIterable {
        case textCopy = "text copied with the letter inserted"
        case editApplied = "edit applied (text and line index)"
        case parse = "incremental parse"
        case attributeLists = "attribute lists"
        case validation = "validation findings"
        case analysis = "document analysis (lists + validation)"
        case diagnostics = "diagnostics (with stale markings)"
        case linkTable = "link table (links and anchors per chunk)"
        case linkProblems = "link problems (LAM025, LAM026)"
        case tokens = "semantic tokens, chunk by chunk"
        case tokenDelta = "semantic tokens delta (full/delta's edits)"
    }
}
