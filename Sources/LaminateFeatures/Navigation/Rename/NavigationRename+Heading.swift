import LaminateAttributes
import LaminateDialect

extension NavigationRename {
    /// The heading of `file` with `anchor` given the text `newName`, and
    /// every link to an anchor of `file` that the new text changes pointed
    /// at the new anchor. The anchors are read from the file's text with
    /// the new heading text in it, so inline markup in the new text and the
    /// numbering of repeated headings come out as they will be read.
    static func headingEdits(
        renaming anchor: String, in file: String, to newName: String, in workspace: WorkspaceFiles,
        text: (String) -> [UInt8]?
    ) throws(RenameRefusal) -> [String: [SourceEdit]] {
        guard !newName.contains(where: \.isNewline), !newName.trimmingSpaces.isEmpty else {
            throw RenameRefusal(.invalidName, "A heading's new text must be one line that is not blank.")
        }
        guard let summary = workspace[file], let index = summary.headings.firstIndex(where: { $0.anchor == anchor }) else {
            throw RenameRefusal(.nothingToRename, "No heading of \(displayName(of: file)) has the anchor '#\(anchor)'.")
        }
        let heading = summary.headings[index]
        guard let source = text(file), heading.textRange.end <= source.count else {
            throw RenameRefusal(.unreadable, "\(displayName(of: file)) could not be read.")
        }
        let textEdit = SourceEdit(range: heading.textRange, replacement: newName.trimmingSpaces)
        var renamed = source
        renamed.replaceSubrange(heading.textRange.start..<heading.textRange.end, with: Array(textEdit.replacement.utf8))
        let newHeadings = FileSummary(text: renamed).headings
        guard newHeadings.count == summary.headings.count else {
            throw RenameRefusal(.invalidName, "'\(newName)' would not stay one heading's text.")
        }
        var newAnchors: [String: String] = [:]
        for (old, new) in zip(summary.headings, newHeadings) where old.anchor != new.anchor && newAnchors[old.anchor] == nil {
            newAnchors[old.anchor] = new.anchor
        }
        var edits: [String: [SourceEdit]] = [file: [textEdit]]
        for path in workspace.sortedPaths {
            for link in NavigationReferences.links(in: workspace[path]!, from: path, to: file, workspace: workspace) {
                guard case .local(_, let fragment?)? = link.destination, let fragmentRange = link.fragmentRange,
                    let newAnchor = newAnchors[FileSummary.anchorKey(fragment)],
                    // A link inside the renamed text goes with it.
                    !(path == file && heading.textRange.contains(fragmentRange))
                else { continue }
                let written = fragment.contains("%") ? percentEncoded(newAnchor) : newAnchor
                edits[path, default: []].append(SourceEdit(range: fragmentRange, replacement: written))
            }
        }
        return edits
    }

    /// An anchor as a fragment written with percent-escapes spells it: every
    /// byte outside ASCII letters, digits, `-` and `_` escaped.
    static func percentEncoded(_ anchor: String) -> String {
        var result = ""
        for byte in anchor.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
