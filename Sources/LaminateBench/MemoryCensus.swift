import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import LaminateServer

#if os(Linux)
/// glibc's `void malloc_stats(void)`.
@_silgen_name("malloc_stats") private func mallocStats()
#endif

/// `laminate-bench memory`: what each part of a document's analysis holds,
/// in process, as the server builds and keeps it.
///
/// Builds, one after another and keeping each, what the server keeps for an
/// open document (its text and line index, the tree, the attribute lists,
/// the validation findings, the checked diagnostics, the encoded semantic
/// tokens), then types one letter where `session` does and builds the next
/// version from it while the first is still held, as the server does. After
/// each step it prints how much more the heap holds (glibc's `malloc_stats`: bytes in
/// use, whatever thread allocated them) and the process's resident memory.
/// `session` says what the server's peak is; this says what it is made of.
enum MemoryCensus {
    static func run(_ options: BenchOptions) throws {
        let document = try BenchDocument.load(options, defaultSize: ByteSize(bytes: 10_000_000))
        print(document.summary)
        let position = try TypingPosition.required(in: document.bytes)
        var census = Census(textBytes: document.bytes.count)
        // A text of its own, as `didOpen` makes one.
        let text = census.measure("text") {
            [UInt8](unsafeUninitializedCapacity: document.bytes.count) { copy, count in
                count = copy.initialize(fromContentsOf: document.bytes)
            }
        }
        let lineIndex = census.measure("line index") { LineIndex(text) }
        let tree = census.measure("syntax tree") { MarkdownParser.parse(text) }
        // The analysis's two tables, built alone first to tell them apart
        // (and let go), then as the analysis holds them.
        do {
            let lists = census.measure("  of which attribute lists", counted: false) { AttributeLists(tree) }
            let findings = census.measure("  of which validation findings", counted: false) {
                ValidationFindings(tree: tree, attributeLists: lists, definition: .builtIn)
            }
            withExtendedLifetime(findings) {}
        }
        census.forget()
        let analysis = census.measure("attribute lists and validation findings") {
            DocumentAnalysis(tree: tree, lineIndex: lineIndex, reusing: nil)
        }
        let checked = census.measure("checked problems (outlines, made whole when read)") { DocumentDiagnostics(analysis) }
        let encoder = SemanticTokenEncoder(unit: .utf16, lineHandling: .splitAtLineEnds)
        let tokens = census.measure("semantic tokens, per chunk") {
            ChunkedSemanticTokens(analysis, coverage: .everything, encoder: encoder)
        }
        census.total("version 1")

        let snapshot = DocumentSnapshot(uri: DocumentURI("file:///memory.md"), languageId: "markdown", version: 1, text: text)
        let place = snapshot.lineIndex.position(ofUTF8Offset: position, in: .utf16)
        let cursor = Position(line: place.line, character: place.column)
        let change = TextDocumentContentChangeEvent(range: LSPRange(start: cursor, end: cursor), text: "x")
        let edited = census.measure("keystroke: text and line index") {
            snapshot.applying([change], version: 2, encoding: .utf16).snapshot
        }
        let nextAnalysis = census.measure("keystroke: analysis (parse, lists, findings)") {
            DocumentAnalysis(text: edited.text, lineIndex: edited.lineIndex, reusing: analysis)
        }
        let nextChecked = census.measure("keystroke: checked diagnostics") {
            DocumentDiagnostics(nextAnalysis, previous: checked, change: edited.change)
        }
        let nextTokens = census.measure("keystroke: semantic tokens") {
            ChunkedSemanticTokens(nextAnalysis, coverage: .everything, encoder: encoder, reusing: tokens)
        }
        census.total("both versions")
        print(census.table)
        print("\nthe syntax tree's storage, part by part:")
        print(tree.storageCensus.text)
        print(
            "\n\(checked.diagnostics.count) problems, \(tree.chunkCount) chunks, \(tokens.count / 5) tokens; "
                + "heap: bytes malloc holds in use after the step, less before (glibc `malloc_stats`); "
                + "RSS: the process's resident memory after the step (`VmRSS`).")
        // Everything stays held to the end, as the server holds it (Swift
        // would otherwise free each value after its last use).
        withExtendedLifetime((text, lineIndex, tree, analysis, checked, tokens, snapshot)) {}
        withExtendedLifetime((edited, nextAnalysis, nextChecked, nextTokens, document)) {}
    }

    private struct Census {
        let textBytes: Int
        var rows: [(step: String, heap: Int, resident: Int, counted: Bool)] = []
        private var lastHeap = Census.heapInUse()

        init(textBytes: Int) { self.textBytes = textBytes }

        mutating func measure<Value>(_ step: String, counted: Bool = true, _ work: () -> Value) -> Value {
            let value = work()
            let heap = Self.heapInUse()
            rows.append((step, heap - lastHeap, Self.residentBytes(), counted))
            lastHeap = heap
            return value
        }

        /// Starts counting afresh from what the heap holds now (after
        /// letting go of rows not counted).
        mutating func forget() { lastHeap = Self.heapInUse() }

        mutating func total(_ label: String) {
            let sum = rows.reduce(0) { $0 + ($1.counted ? $1.heap : 0) }
            rows.append(("**\(label), all held**", sum, Self.residentBytes(), false))
        }

        var table: String {
            var lines = ["| step | heap MB | bytes per byte of text | RSS MB |", "|---|--:|--:|--:|"]
            for row in rows {
                let perByte = Double(row.heap) / Double(max(1, textBytes))
                lines.append(
                    "| \(row.step) | \(Decimal2(Double(row.heap) / 1e6)) | \(Decimal2(perByte)) | "
                        + "\(Decimal2(Double(row.resident) / 1e6)) |")
            }
            return lines.joined(separator: "\n")
        }

        /// The bytes malloc holds in use, in every arena and in mapped
        /// blocks: glibc's `malloc_stats` prints them to standard error
        /// (`malloc.h`, which has `mallinfo2`, is not in Swift's Glibc module).
        static func heapInUse() -> Int {
            #if os(Linux)
            guard let file = tmpfile() else { return 0 }
            defer { fclose(file) }
            let saved = dup(2)
            dup2(fileno(file), 2)
            mallocStats()
            dup2(saved, 2)
            close(saved)
            rewind(file)
            var output: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                output.append(contentsOf: buffer[..<count])
            }
            // "Total (incl. mmap):" then "system bytes = …" and "in use bytes = …".
            let text = String(decoding: output, as: UTF8.self)
            guard let total = text.range(of: "Total (incl. mmap):") else { return 0 }
            for line in text[total.upperBound...].split(separator: "\n") where line.hasPrefix("in use bytes") {
                return Int(line.split(separator: " ").last ?? "") ?? 0
            }
            return 0
            #else
            return 0
            #endif
        }

        static func residentBytes() -> Int {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
            for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
                return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
            }
            return 0
        }
    }
}
