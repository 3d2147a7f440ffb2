import LaminateAttributes
import LaminateDialect
import LaminateFeatures

/// Bytes as a document, through everything a document goes through: parse,
/// HTML, attribute runs, validation, semantic tokens, and hover, completion,
/// colours and code actions at a selection drawn from the input, and
/// navigation and link diagnostics in a workspace of that one file. Beyond
/// "never traps or hangs", each stage's ranges must be inside the text and
/// in order.
enum FuzzTarget {
    static func test(_ bytes: [UInt8]) {
        let analysis = DocumentAnalysis(text: bytes)
        checkTree(analysis.tree)
        checkHTML(analysis.tree)
        checkRuns(AttributeRunBuilder.build(analysis.tree), count: bytes.count)
        checkDiagnostics(DocumentDiagnostics(analysis).diagnostics, count: bytes.count)
        checkTokens(SemanticTokens.tokens(in: analysis), count: bytes.count)
        // A range request (the visible part of a window), drawn from the input.
        let start = bytes.count / 3
        let range = ByteRange(start, start + (bytes.count - start) / 2)
        let visible = SemanticTokens.tokens(in: analysis, range: range)
        checkTokens(visible, count: bytes.count)
        invariant(visible.allSatisfy { $0.range.start < range.end && $0.range.end > range.start }, "token outside \(range)")
        for unit in ColumnUnit.allCases {
            let data = SemanticTokenEncoder(unit: unit, lineHandling: .splitAtLineEnds)
                .encode(visible, text: bytes, lineIndex: analysis.lineIndex)
            invariant(data.count.isMultiple(of: 5), "encoded tokens are not in fives")
        }
        checkFeatures(analysis, selection: range)
        checkNavigation(analysis, at: range.end)
    }

    /// Navigation in a workspace of this one file (`/f/doc.md`): its links,
    /// the symbol at a point with its definition, references and
    /// highlights, and its link problems (from the summary and from the
    /// link table, which must agree) all inside the text.
    static func checkNavigation(_ analysis: DocumentAnalysis, at offset: Int) {
        let count = analysis.text.count
        let path = "/f/doc.md"
        let summary = FileSummary(analysis)
        let workspace = WorkspaceFiles(summaries: [path: summary], roots: ["/f"])
        for link in DocumentLinks.links(in: summary, path: path, workspace: workspace) {
            invariant(link.range.end <= count, "document link at \(link.range) past \(count)")
        }
        if let found = summary.symbol(at: offset, path: path, in: workspace) {
            invariant(found.range.end <= count, "symbol at \(found.range) past \(count)")
            if let target = NavigationDefinitions.target(of: found.symbol, from: path, in: workspace), target.path == path {
                invariant(target.range.end <= count && target.selectionRange.end <= count, "definition \(target.range) past \(count)")
            }
            for occurrence in NavigationReferences.occurrences(of: found.symbol, in: workspace, includeDeclaration: true) {
                invariant(occurrence.path == path && occurrence.range.end <= count, "reference \(occurrence.range) past \(count)")
            }
        }
        let targets = LinkTargets(files: workspace)
        let problems = LinkDiagnostics.check(summary, path: path, targets: targets)
        for problem in problems {
            invariant(problem.range.end <= count, "link problem at \(problem.range) past \(count)")
            for edit in problem.fixes.flatMap(\.edits) { invariant(edit.range.end <= count, "link fix at \(edit.range) past \(count)") }
        }
        let table = LinkTable(analysis, path: path, roots: ["/f"])
        invariant(
            LinkDiagnostics.check(table, targets: targets) == problems,
            "the link table's problems differ from the summary's")
    }

    /// What an editor asks at a point and over a selection: every answer's
    /// ranges inside the text, code actions' edits in order.
    static func checkFeatures(_ analysis: DocumentAnalysis, selection: ByteRange) {
        let count = analysis.text.count
        if let hover = Hover.hover(at: selection.end, in: analysis) {
            invariant(hover.range.end <= count, "hover range \(hover.range) past \(count)")
        }
        for format in [CompletionTextFormat.plainText, .snippet] {
            for suggestion in Completion.suggestions(at: selection.end, in: analysis, format: format) ?? [] {
                invariant(suggestion.range.end <= count, "completion '\(suggestion.label)' replaces \(suggestion.range) past \(count)")
            }
        }
        for color in DocumentColors.colors(in: analysis) { invariant(color.range.end <= count, "colour at \(color.range) past \(count)") }
        for trigger in [CodeActionTrigger.invoked, .automatic] {
            for action in CodeActions.actions(in: analysis, for: CodeActionQuery(selection: selection, trigger: trigger)) {
                var end = 0
                for edit in action.edits.sorted(by: { $0.range < $1.range }) {
                    invariant(
                        edit.range.start >= end && edit.range.end <= count,
                        "'\(action.title)' edits \(edit.range) overlapping \(end) or past \(count)")
                    end = edit.range.end
                }
            }
        }
    }

    /// Without raw HTML in the document (which CommonMark passes through
    /// untouched), both renderers' HTML is well-formed enough to parse back:
    /// see `HTMLWellFormedness`.
    static func checkHTML(_ tree: SyntaxTree) {
        let withSpans = AttributeSpanHTML.renderer().render(tree)
        var hasRawHTML = false
        tree.walk { event in
            guard case .enter(let id) = event else { return !hasRawHTML }
            switch tree[id].kind {
            case .htmlBlock, .inlineHTML: hasRawHTML = true
            default: break
            }
            return !hasRawHTML
        }
        guard !hasRawHTML else { return }
        for html in [withSpans, HTMLRenderer().render(tree)] {
            let problem = HTMLWellFormedness.problem(in: html)
            invariant(problem == nil, "HTML not well-formed: \(problem ?? "")")
        }
    }

    /// Every node inside the text and inside its parent, siblings in order
    /// without overlapping, the links both ways, markers inside their owner.
    static func checkTree(_ tree: SyntaxTree) {
        let count = tree.source.count
        invariant(tree[tree.root].range == ByteRange(0, count), "the document does not cover the source: \(tree[tree.root].range)")
        var visited = 0
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            visited += 1
            let node = tree[id]
            invariant(node.range.end <= count, "\(id) \(node.kind) \(node.range) ends past \(count)")
            if let parent = node.parent {
                invariant(
                    tree[parent].range.contains(node.range),
                    "\(id) \(node.kind) \(node.range) outside its parent \(tree[parent].kind) \(tree[parent].range)")
            }
            if let previous = tree.previousSibling(of: id) {
                invariant(tree[previous].nextSibling == id, "\(id): sibling links disagree")
                invariant(
                    tree[previous].range.end <= node.range.start,
                    "\(id) \(node.kind) \(node.range) overlaps or precedes its previous sibling \(tree[previous].kind) \(tree[previous].range)")
            }
            if let child = node.firstChild { invariant(tree[child].parent == id, "\(child): parent link disagrees") }
            var previousMarker: ByteRange?
            for marker in tree.markers(of: id) {
                invariant(marker.owner == id, "marker \(marker.kind) of \(id) names owner \(marker.owner)")
                invariant(
                    node.range.contains(marker.range),
                    "marker \(marker.kind) \(marker.range) outside its node \(node.kind) \(node.range)")
                if let previousMarker {
                    invariant(previousMarker.start <= marker.range.start, "markers of \(id) out of order at \(marker.range)")
                }
                previousMarker = marker.range
            }
            return true
        }
        invariant(visited <= tree.nodeCount, "the walk visited \(visited) of \(tree.nodeCount) nodes")
        for issue in tree.issues { invariant(issue.range.end <= count, "issue \(issue.kind) at \(issue.range) past \(count)") }
    }

    /// Runs tile the rendered text in order; their source pieces are inside
    /// the source and in source order.
    static func checkRuns(_ runs: AttributeRuns, count: Int) {
        var textEnd = 0
        for run in runs.runs {
            invariant(run.textRange.lowerBound == textEnd, "run \(run.textRange) does not follow \(textEnd)")
            textEnd = run.textRange.upperBound
            for source in run.sourceRanges { invariant(source.end <= count, "run source \(source) past \(count)") }
        }
        invariant(textEnd == runs.text.utf8.count, "runs end at \(textEnd), the text at \(runs.text.utf8.count)")
        var sourceEnd = 0
        for segment in runs.segments {
            invariant(segment.runIndex >= 0 && segment.runIndex < runs.runs.count, "segment of run \(segment.runIndex)")
            invariant(
                segment.sourceRange.start >= sourceEnd && segment.sourceRange.end <= count,
                "segment \(segment.sourceRange) out of source order (after \(sourceEnd), of \(count))")
            sourceEnd = segment.sourceRange.end
        }
    }

    static func checkDiagnostics(_ diagnostics: [Diagnostic], count: Int) {
        for diagnostic in diagnostics {
            invariant(diagnostic.range.end <= count, "\(diagnostic.code) at \(diagnostic.range) past \(count)")
            for related in diagnostic.related { invariant(related.range.end <= count, "related \(related.range) past \(count)") }
            for fix in diagnostic.fixes {
                for edit in fix.edits { invariant(edit.range.end <= count, "fix '\(fix.title)' edits \(edit.range) past \(count)") }
            }
        }
    }

    /// Tokens are sorted, not empty, and do not overlap.
    static func checkTokens(_ tokens: [SemanticToken], count: Int) {
        var end = 0
        for token in tokens {
            invariant(!token.range.isEmpty, "empty \(token.type) token at \(token.range)")
            invariant(token.range.start >= end, "\(token.type) token \(token.range) overlaps or precedes the one ending at \(end)")
            invariant(token.range.end <= count, "\(token.type) token \(token.range) past \(count)")
            end = token.range.end
        }
    }

    static func writeSeeds(_ writer: inout SeedWriter) {
        for folder in ["Tests", "editors/example"] {
            for suffix in [".md", ".txt"] {
                for file in writer.files(under: folder, endingWith: suffix) { writer.write(writer.contents(file)) }
            }
        }
        for row in writer.tableRows("Tests/LaminateAttributesTests/Fixtures/validation-cases.tsv") where row.count > 2 {
            writer.write(row[2])
        }
        for example in writer.commonMarkExamples() { writer.write(example) }
    }
}
