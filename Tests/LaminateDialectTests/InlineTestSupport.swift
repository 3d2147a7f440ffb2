import Foundation

@testable import LaminateDialect

/// Parses text as a sequence of paragraphs without the block parser: blank
/// lines separate paragraphs, each line's leading spaces and tabs and the last
/// line's trailing ones are removed, reference definitions are read from the
/// start of each paragraph first (they apply to the whole document), then each
/// paragraph's inlines are parsed. Lets the inline parser be tested on its own.
struct InlineTestDocument {
    let tree: SyntaxTree
    let paragraphs: [NodeID]

    init(_ markdown: String) {
        let source = Array(markdown.utf8)
        var builder = SyntaxTreeBuilder(source: source)
        var contents: [MappedText] = []
        source.withUnsafeBufferPointer { buffer in
            var current = MappedText()
            var lineStart = 0
            while lineStart <= buffer.count {
                var lineEnd = lineStart
                while lineEnd < buffer.count, buffer[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                var contentEnd = lineEnd
                if contentEnd > lineStart, buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                var contentStart = lineStart
                while contentStart < contentEnd, buffer[contentStart] == UInt8(ascii: " ") || buffer[contentStart] == UInt8(ascii: "\t") {
                    contentStart += 1
                }
                if contentStart == contentEnd {
                    if !current.isEmpty { contents.append(current) }
                    current = MappedText()
                } else {
                    current.appendLine(buffer, ByteRange(contentStart, contentEnd))
                }
                if lineEnd >= buffer.count { break }
                lineStart = lineEnd + 1
            }
            if !current.isEmpty { contents.append(current) }
        }
        // Trim the last line's trailing whitespace, as the block parser does.
        contents = contents.map { content in
            var trimmed = content
            while let last = trimmed.bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                trimmed = InlineTestDocument.droppingLast(trimmed, source: source)
            }
            return trimmed
        }
        var remaining: [MappedText] = []
        for content in contents {
            var offset = 0
            for definition in ReferenceDefinitionScanner.scan(content) {
                switch definition.kind {
                case .link(let destination, let title):
                    builder.definitions.define(definition.normalizedLabel, as: .link(destination: destination, title: title))
                case .attributes(let attributes):
                    builder.definitions.define(definition.normalizedLabel, as: .attributes(attributes))
                }
                offset = definition.contentEnd
            }
            remaining.append(InlineTestDocument.suffix(of: content, from: offset, source: source))
        }
        var parser = InlineParser(definitions: builder.definitions)
        var paragraphs: [NodeID] = []
        for content in remaining where !content.isEmpty {
            let paragraph = builder.appendChild(.paragraph, range: content.sourceRange(0, content.bytes.count), to: builder.root)
            parser.parse(content, into: &builder, parent: paragraph)
            paragraphs.append(paragraph)
        }
        self.tree = builder.finish()
        self.paragraphs = paragraphs
    }

    /// The paragraphs rendered as cmark would: `<p>…</p>` each on its own line.
    var html: String {
        paragraphs.map { "<p>" + InlineTestDocument.renderInlines(of: $0, in: tree) + "</p>\n" }.joined()
    }

    static func renderInlines(of paragraph: NodeID, in tree: SyntaxTree) -> String {
        // A tree whose document holds the paragraph's inlines directly renders
        // to just the inlines, whatever the block renderer does.
        var builder = SyntaxTreeBuilder(source: tree.source)
        copy(from: tree, node: paragraph, to: &builder, parent: builder.root)
        let single = builder.finish()
        return HTMLRenderer().render(single)
    }

    /// Copies the subtree under `node` (its children) iteratively.
    private static func copy(from tree: SyntaxTree, node: NodeID, to builder: inout SyntaxTreeBuilder, parent: NodeID) {
        var stack: [(NodeID, NodeID)] = []
        for child in tree.children(of: node) { stack.append((child, parent)) }
        stack.reverse()
        while let (source, target) = stack.popLast() {
            let copied = builder.appendChild(tree[source].kind, range: tree[source].range, to: target)
            var children: [(NodeID, NodeID)] = []
            for child in tree.children(of: source) { children.append((child, copied)) }
            stack.append(contentsOf: children.reversed())
        }
    }

    static func droppingLast(_ content: MappedText, source: [UInt8]) -> MappedText {
        suffixOrPrefix(of: content, from: 0, to: content.bytes.count - 1, source: source)
    }

    static func suffix(of content: MappedText, from offset: Int, source: [UInt8]) -> MappedText {
        suffixOrPrefix(of: content, from: offset, to: content.bytes.count, source: source)
    }

    /// `content.bytes[start ..< end]` as its own `MappedText` (piece boundaries kept).
    static func suffixOrPrefix(of content: MappedText, from start: Int, to end: Int, source: [UInt8]) -> MappedText {
        var result = MappedText()
        guard start < end else { return result }
        source.withUnsafeBufferPointer { buffer in
            for piece in content.pieces {
                let pieceStart = max(piece.textStart, start)
                let pieceEnd = min(piece.textEnd, end)
                guard pieceStart < pieceEnd || (pieceStart == pieceEnd && piece.textStart >= start && piece.textEnd <= end && piece.length == 0)
                else { continue }
                let sourceStart = piece.sourceStart + (pieceStart - piece.textStart)
                result.appendLine(buffer, ByteRange(sourceStart, sourceStart + (pieceEnd - pieceStart)))
            }
        }
        return result
    }
}

/// Where the shared CommonMark data lives: `../shared` next to the package root.
enum SharedData {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    struct Example: Decodable, Sendable, CustomStringConvertible {
        let markdown: String
        let html: String
        let example: Int
        let section: String
        var description: String { "example \(example) (\(section))" }
    }

    /// The CommonMark examples, or nil (with a printed reason) when `../shared` is absent.
    static let commonMarkExamples: [Example]? = {
        let url = directory.appendingPathComponent("commonmark/spec.json")
        guard let data = try? Data(contentsOf: url),
            let examples = try? JSONDecoder().decode([Example].self, from: data)
        else {
            print("Skipping CommonMark examples: \(url.path) is not readable")
            return nil
        }
        return examples
    }()
}

/// The fixture folder, `Tests/InlineFixtures`: outside the test target's
/// folder so that SwiftPM does not warn about unhandled files and
/// Package.swift needs no `resources:` entry.
enum InlineFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("InlineFixtures")

    static func read(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
