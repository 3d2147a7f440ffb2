import LaminateAppStrings
import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import LaminateServer

/// `laminate-bench stages` on a container (a FILE named `.xcstrings`,
/// `.strings` or `.swift`): where a keystroke's time goes, in process,
/// typing into the string nearest the middle as `session` does. Times the
/// edit, the container's analysis (the edited string read again with its
/// unit's problems, as the server makes it from the change), its
/// diagnostics (every unit's, moved to where it now is), and its semantic tokens both ways: encoded whole and diffed
/// whole (as the server did before), and one chunk per string with the
/// chunks an edit left alone reused (as it does now).
enum ContainerKeystrokeStages {
    static func run(_ options: BenchOptions, kind: ContainerKind) throws {
        let document = try BenchDocument.load(options)
        print(document.summary)
        guard let position = TypingPosition.nearTheMiddle(ofContainer: document.bytes, kind: kind) else {
            throw BenchFailure("\(document.origin) has no string to type in")
        }
        var snapshot = DocumentSnapshot(uri: DocumentURI("file:///stages"), languageId: "json", version: 1, text: document.bytes)
        var analysis = ContainerAnalysis(text: snapshot.text, kind: kind, lineIndex: snapshot.lineIndex)
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        var whole = encoder.encode(ContainerSemanticTokens.tokens(in: analysis), text: analysis.text, lineIndex: analysis.lineIndex)
        var chunked = ChunkedSemanticTokens(analysis, encoder: encoder)
        print("\(analysis.documents.count) strings, \(whole.count / 5) tokens; \(options.edits) keystrokes at byte \(position)\n")

        var stages = StageTimes<Stage>()
        var mismatches = 0
        for keystroke in 0..<options.edits {
            let offset = position + keystroke
            let change = StageTimes<Stage>.typing(at: offset, in: snapshot)
            snapshot = stages.time(.editApplied) {
                snapshot.applying([change], version: snapshot.version + 1, encoding: .utf16).snapshot
            }
            analysis = stages.time(.analysis) {
                ContainerAnalysis(
                    text: snapshot.text, kind: kind, lineIndex: snapshot.lineIndex, reusing: analysis, change: snapshot.change)
            }
            _ = stages.time(.diagnostics) { ContainerDiagnostics.check(analysis) }
            let previousWhole = whole
            whole = stages.time(.tokensWhole) {
                encoder.encode(ContainerSemanticTokens.tokens(in: analysis), text: analysis.text, lineIndex: analysis.lineIndex)
            }
            _ = stages.time(.deltaWhole) { SemanticTokensDelta.edits(from: previousWhole, to: whole) }
            let previousChunked = chunked
            chunked = stages.time(.tokensChunked) { ChunkedSemanticTokens(analysis, encoder: encoder, reusing: chunked) }
            _ = stages.time(.deltaChunked) { chunked.edits(from: previousChunked) }
            if chunked.count != whole.count { mismatches += 1 }
        }
        stages.printTable(
            of: Stage.allCases, names: \.rawValue,
            footnote: "In process, one keystroke's steps timed separately (median of \(options.edits)); the two token rows "
                + "of each kind are alternatives, not steps that add up."
                + (mismatches > 0 ? " WARNING: the two token encodings differed in \(mismatches) keystrokes." : ""))
    }

    enum Stage: String, CaseIterable {
        case editApplied = "edit applied (text and line index)"
        case analysis = "container analysis (edited string and its unit's problems)"
        case diagnostics = "diagnostics (every unit's, moved)"
        case tokensWhole = "semantic tokens, whole container encoded (before)"
        case deltaWhole = "semantic tokens delta, whole arrays diffed (before)"
        case tokensChunked = "semantic tokens, one chunk per string (now)"
        case deltaChunked = "semantic tokens delta, chunk by chunk (now)"
    }
}
