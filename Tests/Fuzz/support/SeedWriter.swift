import Foundation

/// Writes seed inputs, one file each, from the repository's fixtures.
struct SeedWriter {
    let root: URL
    let directory: URL
    private var count = 0

    init(root: URL, directory: URL) {
        self.root = root
        self.directory = directory
    }

    mutating func write(_ bytes: [UInt8]) {
        count += 1
        try? Data(bytes).write(to: directory.appendingPathComponent("seed-\(count)"))
    }

    mutating func write(_ text: String) { write(Array(text.utf8)) }

    /// Every file under `folder` (relative to the repository) whose name ends with `suffix`.
    func files(under folder: String, endingWith suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    func contents(_ url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map { Array($0) } ?? []
    }

    /// The non-comment lines of a tab-separated fixture, split into columns,
    /// with the fixtures' stand-ins (⏎ line feed, ⇥ tab, ‸ a range mark) undone.
    func tableRows(_ path: String) -> [[String]] {
        let text = String(decoding: contents(root.appendingPathComponent(path)), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { line in
                line.split(separator: "\t", omittingEmptySubsequences: false).map {
                    $0.replacingOccurrences(of: "⏎", with: "\n").replacingOccurrences(of: "⇥", with: "\t")
                        .replacingOccurrences(of: "‸", with: "")
                }
            }
    }

    /// The CommonMark examples' Markdown, or none (saying so) when `../shared` is absent.
    func commonMarkExamples() -> [String] {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.json")
        guard let data = try? Data(contentsOf: url),
            let examples = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            FileHandle.standardError.write(Data("seeds: \(url.path) is absent; no CommonMark examples\n".utf8))
            return []
        }
        return examples.compactMap { $0["markdown"] as? String }
    }
}
