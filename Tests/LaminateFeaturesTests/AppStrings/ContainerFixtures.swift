import Foundation
import LaminateAppStrings

/// The container fixtures (String Catalogs, `.strings` files, Swift
/// sources) that the app-strings tests run over, as paths relative to
/// `directory`.
enum ContainerFixtures {
    /// The test target's folder, which holds the `Fixtures` folders.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Every container file in `folders`, sorted.
    static func files(in folders: [String]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? [])
                .filter { ContainerKind(path: $0) != nil }.map { folder + "/" + $0 }
        }.sorted()
    }
}
