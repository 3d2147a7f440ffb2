import Foundation
import LaminateFeatures

/// The inputs `laminate-bench links` times `laminate check` on, each made
/// at doubling scales: the broken-links document, link-heavy bad input,
/// and a workspace of alike file names with an index linking to them.
/// Each family is a row of `families`: its name, its kind and how it is
/// written at a scale (1 for the first size, 2 for the next, …).
struct LinkInput: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        /// `generate --focus broken-links` at each size.
        case document
        /// Bad input for anchors and fragments, doubled.
        case pathological
        /// Links to files among thousands of alike names (LAM025).
        case files
    }

    /// What a family wrote at one scale: the file `laminate check` reads,
    /// in the folder it runs in, with what the generator says it holds.
    struct Written {
        var folder: String
        var file: String
        var bytes: Int
        var headings: Int
        var links: Int
    }

    let name: String
    let set: Kind
    let write: @Sendable (_ scale: Int, _ size: ByteSize, _ folder: String) throws -> Written

    /// Headings at scale 1 for the pathological documents (enough that
    /// starting the process is not most of the time), and files for the
    /// workspace.
    static let baseHeadings = 10_000
    static let baseFiles = 2_500

    static let families: [LinkInput] = [
        LinkInput(name: "broken-links document (`generate --focus broken-links`)", set: .document) { _, size, folder in
            let bytes = DocumentGenerator.generate(size: size, focus: .brokenLinks)
            // The generator writes each section's heading and ten links (see `brokenLinksSection`).
            let headings = bytes.split(separator: UInt8(ascii: "\n")).count { $0.starts(with: Array("## ".utf8)) }
            return try document(bytes, named: "broken-links-\(size.bytes).md", in: folder, headings: headings, links: headings * 10)
        },
        LinkInput(name: "identical headings (`## Step` each), links to typos and to repeats past the last", set: .pathological) {
            scale, _, folder in
            let count = baseHeadings * scale
            var text = ""
            for number in 0..<count {
                text += "## Step\n\n[typo](#stpe-\(number)) and [past the last](#step-\(number + count)).\n\n"
            }
            return try document(Array(text.utf8), named: "identical-headings-\(count).md", in: folder, headings: count, links: 2 * count)
        },
        LinkInput(name: "anchors that differ only in case or Unicode normalization (`é` as one scalar or two)", set: .pathological) {
            scale, _, folder in
            let count = baseHeadings * scale
            var text = ""
            for number in 0..<count {
                text += "## Caf\u{E9} \(number)\n\n"
                text += "[case](#CAF\u{C9}-\(number)), [decomposed](#cafe\u{301}-\(number)), [both](#CAFE\u{301}-\(number)) "
                text += "and [typo](#cfae\u{301}-\(number)).\n\n"
            }
            return try document(Array(text.utf8), named: "case-and-normalization-\(count).md", in: folder, headings: count, links: 4 * count)
        },
        LinkInput(name: "fragments of 100,000 characters (one a heading; 25 at the first size)", set: .pathological) {
            scale, _, folder in
            let count = 25 * scale
            let long = String(repeating: "step-by-step-", count: 100_000 / 13) + "end"
            var text = ""
            for number in 0..<count {
                text += "## Step \(number)\n\n[long](#\(long)-\(number))\n\n"
            }
            return try document(Array(text.utf8), named: "long-fragments-\(count).md", in: folder, headings: count, links: count)
        },
        LinkInput(name: "many links to one missing fragment (ten a heading)", set: .pathological) { scale, _, folder in
            let count = baseHeadings * scale
            var text = ""
            for number in 0..<count {
                text += "## Section \(number)\n\n"
                text += (0..<10).map { "[\($0)](#nowhere-to-be-found)" }.joined(separator: " ") + "\n\n"
            }
            return try document(Array(text.utf8), named: "one-missing-fragment-\(count).md", in: folder, headings: count, links: 10 * count)
        },
        LinkInput(name: "file links: `book/chapter-N.md` files, `index.md` linking once to each", set: .files) { scale, _, folder in
            try FileLinksWorkspace(files: baseFiles * scale).write(under: folder)
        },
    ]

    /// A generated document written as `name` in `folder`.
    static func document(_ bytes: [UInt8], named name: String, in folder: String, headings: Int, links: Int) throws -> Written {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeBytes(bytes, to: folder + "/" + name)
        return Written(folder: folder, file: name, bytes: bytes.count, headings: headings, links: links)
    }

    /// Whether the file holds the headings and inline links its generator
    /// says (what a reader of the figures relies on), counted as the link
    /// checker counts them.
    static func verify(_ written: Written) throws {
        let bytes = try readBytes(written.folder + "/" + written.file)
        let summary = FileSummary(text: bytes)
        let links = summary.links.count { $0.kind == .inline }
        guard summary.headings.count == written.headings, links == written.links else {
            throw BenchFailure(
                "\(written.file) holds \(summary.headings.count) headings and \(links) inline links, "
                    + "not the \(written.headings) and \(written.links) its generator says")
        }
    }
}

/// A folder of `files` alike names, `book/chapter-1.md` …, each with its
/// heading, and an `index.md` linking once to each: in turn as it is, with
/// two letters swapped, with one letter dropped, far from any name, and
/// through a misspelt folder (`bokk/`). Written once under the bench's
/// folder (`.complete` marks it whole).
struct FileLinksWorkspace {
    let files: Int

    func write(under parent: String) throws -> LinkInput.Written {
        let folder = parent + "/file-links-\(files)"
        let index = Array(indexText.utf8)
        if !FileManager.default.fileExists(atPath: folder + "/.complete") {
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder + "/book", withIntermediateDirectories: true)
            for number in 1...files {
                try writeBytes(Array("# Chapter \(number)\n".utf8), to: folder + "/book/chapter-\(number).md")
            }
            try writeBytes(index, to: folder + "/index.md")
            _ = FileManager.default.createFile(atPath: folder + "/.complete", contents: nil)
        }
        return LinkInput.Written(folder: folder, file: "index.md", bytes: index.count, headings: 1, links: files)
    }

    var indexText: String {
        var text = "# Index\n\n"
        for number in 1...files {
            let target: String
            switch number % 5 {
            case 0: target = "book/chapter-\(number).md"
            case 1: target = "book/chapetr-\(number).md"
            case 2: target = "book/chaper-\(number).md"
            case 3: target = "book/appendix-\(number)-notes.md"
            default: target = "bokk/chapter-\(number).md"
            }
            text += "- [Chapter \(number)](\(target))\n"
        }
        return text
    }
}
