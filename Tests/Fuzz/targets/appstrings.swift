import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures

/// Bytes as a container — a Swift source, a String Catalog and a `.strings`
/// file in turn — through everything a container goes through: the scan,
/// the analysis of every string, diagnostics, semantic tokens, and hover,
/// completion and code actions at a point drawn from the input, then an
/// edit (the input's last quarter deleted) read by rescanning.
///
/// Beyond "never traps or hangs": strings in container order without
/// overlapping, each inside its literal with its source map in order; in a
/// Swift source, interpolations opaque (no token over one, no diagnostic
/// or fix starting or ending inside one, no answer inside one); every range inside the
/// text; rescanning after the edit equal to scanning the edited text; a
/// byte typed inside a string, analysed incrementally, equal to a fresh
/// analysis (strings, diagnostics, tokens).
enum FuzzTarget {
    static func test(_ bytes: [UInt8]) {
        for kind in [ContainerKind.swiftSource, .stringCatalog, .stringsFile] {
            check(bytes, as: kind)
        }
    }

    static func check(_ bytes: [UInt8], as kind: ContainerKind) {
        let count = bytes.count
        let analysis = ContainerAnalysis(text: bytes, kind: kind)
        var end = 0
        var interpolations: [ByteRange] = []
        for string in analysis.scan.strings {
            let literal = string.literalRange
            invariant(literal.start >= end && literal.end <= count, "string \(literal) overlaps the one ending at \(end) or ends past \(count)")
            end = literal.end
            var sourceEnd = literal.start
            for segment in string.text.segments {
                invariant(
                    segment.sourceStart >= sourceEnd && segment.sourceEnd <= literal.end,
                    "segment \(segment) of \(literal) out of order (after \(sourceEnd))")
                sourceEnd = segment.sourceEnd
            }
            let own = string.interpolationRanges(in: bytes)
            for interpolation in own {
                invariant(literal.contains(interpolation), "interpolation \(interpolation) outside its literal \(literal)")
                invariant(bytes[interpolation.end - 1] == UInt8(ascii: ")"), "interpolation \(interpolation) does not end with )")
            }
            interpolations += own
        }
        // A range may hold an interpolation whole (LAM022 is about one), never start or end inside one.
        func isInsideInterpolation(_ range: ByteRange) -> Bool {
            interpolations.contains { ($0.start < range.start && range.start < $0.end) || ($0.start < range.end && range.end < $0.end) }
        }
        func overlapsInterpolation(_ range: ByteRange) -> Bool {
            interpolations.contains { $0.start < range.end && range.start < $0.end }
        }
        for diagnostic in ContainerDiagnostics.check(analysis) {
            invariant(diagnostic.range.end <= count, "\(diagnostic.code) at \(diagnostic.range) past \(count)")
            invariant(
                !isInsideInterpolation(diagnostic.range) || diagnostic.code == .unreadableContainer,
                "\(diagnostic.code) at \(diagnostic.range) inside an interpolation")
            for related in diagnostic.related { invariant(related.range.end <= count, "related \(related.range) past \(count)") }
            for edit in diagnostic.fixes.flatMap(\.edits) {
                invariant(edit.range.end <= count && !isInsideInterpolation(edit.range), "fix edits \(edit.range)")
            }
        }
        var tokenEnd = 0
        for token in ContainerSemanticTokens.tokens(in: analysis) {
            invariant(
                !token.range.isEmpty && token.range.start >= tokenEnd && token.range.end <= count,
                "\(token.type) token \(token.range) empty, overlapping (after \(tokenEnd)) or past \(count)")
            invariant(!overlapsInterpolation(token.range), "\(token.type) token \(token.range) over an interpolation")
            tokenEnd = token.range.end
        }
        // At a point drawn from the input, and inside each interpolation.
        var points = [count / 2]
        for interpolation in interpolations.prefix(8) where interpolation.count > 2 { points.append(interpolation.start + 2) }
        for point in points {
            let inside = interpolations.contains { $0.start < point && point < $0.end }
            let hover = ContainerHover.hover(at: point, in: analysis)
            invariant(!(inside && hover != nil), "hover inside an interpolation at \(point)")
            if let hover { invariant(hover.range.end <= count, "hover \(hover.range) past \(count)") }
            let suggestions = ContainerCompletion.suggestions(at: point, in: analysis, format: .plainText) ?? []
            invariant(!(inside && !suggestions.isEmpty), "completion inside an interpolation at \(point)")
            for suggestion in suggestions { invariant(suggestion.range.end <= count, "completion \(suggestion.range) past \(count)") }
            // A string's own actions (a quick fix may reach over an interpolation from a problem around it).
            let actions = ContainerCodeActions.actions(in: analysis, for: CodeActionQuery(selection: ByteRange(point, point)))
                .filter { $0.kind != .quickFix }
            invariant(!(inside && !actions.isEmpty), "code actions inside an interpolation at \(point)")
            for edit in actions.flatMap(\.edits) { invariant(edit.range.end <= count, "action edits \(edit.range) past \(count)") }
        }
        // An edit, read by rescanning, reads as the edited text does whole.
        let edited = Array(bytes[..<(count - count / 4)])
        let rescanned = ContainerScan.rescan(edited, as: kind, previous: analysis.scan, previousBytes: bytes)
        invariant(rescanned == ContainerScan.scan(edited, as: kind), "rescanning after deleting the last quarter differs from scanning")
        checkTyping(bytes, as: kind, previous: analysis)
    }

    /// A keystroke inside a string (a byte of the input typed into the
    /// middle of the string that holds the middle of the input, or at the
    /// middle when none does), analysed from the previous analysis and the
    /// change, gives a fresh analysis's diagnostics and tokens.
    static func checkTyping(_ bytes: [UInt8], as kind: ContainerKind, previous: ContainerAnalysis) {
        guard let typed = bytes.first else { return }
        let middle = bytes.count / 2
        let string = previous.scan.strings.last { $0.literalRange.start < middle }
        let point = string.map { ($0.text.contentStart + $0.literalRange.end) / 2 } ?? middle
        guard point <= bytes.count else { return }
        var edited = bytes
        edited.insert(typed, at: point)
        let change = TextChange(oldRange: ByteRange(point, point), newCount: 1)
        let incremental = ContainerAnalysis(text: edited, kind: kind, reusing: previous, change: change)
        let fresh = ContainerAnalysis(text: edited, kind: kind)
        invariant(incremental.scan == fresh.scan, "typing \(typed) at \(point): the strings differ from a fresh scan")
        invariant(
            ContainerDiagnostics.check(incremental) == ContainerDiagnostics.check(fresh),
            "typing \(typed) at \(point): diagnostics differ from a fresh analysis")
        invariant(
            ContainerSemanticTokens.tokens(in: incremental) == ContainerSemanticTokens.tokens(in: fresh),
            "typing \(typed) at \(point): tokens differ from a fresh analysis")
    }

    static func writeSeeds(_ writer: inout SeedWriter) {
        for folder in ["Tests", "editors/example"] {
            for suffix in [".swift", ".xcstrings", ".strings"] {
                for file in writer.files(under: folder, endingWith: suffix) where !file.path.contains("/Fuzz/") {
                    writer.write(writer.contents(file))
                }
            }
        }
        // Nested interpolations of every literal form, closed and not.
        let interpolations = [
            #"Text("a \(b("c\(d("^[e](kern: 1)"))")) ^[f](inflect: true)")"#,
            ##"Text(#"a \#(b(#"c \#(d) \(e)"#, "^[x](k: 1)")) ^[f](kern: 2)"#)"##,
            "Text(\"\"\"\n    a \\(b(\"\"\"\n        ^[c](kern: 1)\n        \"\"\")) ^[d](kern: 2)\n    \"\"\")",
            #"Text("a \(f({ (x: Int) in x /* ) " */ }) + 'q') ^[b](kern: 1)")"#,
            "Text(\"a \\(b // )\n^[c](kern: 1)\")\nText(\"^[d](kern: 2)\")",
            #"Text("a \(b("unterminated)"#,
            #"Text("😀 \(a ? "^[x](kern: q)" : "") ^[g](inflect: true) שלום")"#,
        ]
        for seed in interpolations { writer.write(seed) }
    }
}
