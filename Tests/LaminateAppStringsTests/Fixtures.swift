import Foundation

/// Where this target's fixture files are.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ folder: String) -> URL { root.appendingPathComponent(folder) }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The names of the files in `folder` whose names end in one of `extensions`.
    static func names(in folder: String, extensions: [String]) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { name in extensions.contains { name.hasSuffix("." + $0) } }.sorted()
    }
}
