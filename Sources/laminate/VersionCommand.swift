import Foundation
import LaminateServer

/// `laminate --version`.
enum VersionCommand {
    static func run() -> Int32 {
        print("\(ServerVersion.name) \(ServerVersion.version)")
        return 0
    }
}
