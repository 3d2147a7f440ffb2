import LaminateAttributes
import LaminateConcurrency
import LaminateFeatures

/// The problems of each indexed file that is not open, as
/// `workspace/diagnostic` last found them, kept by the file's index stamp
/// and the formatting definition it was checked with: a file neither the
/// index nor its definition changed since is not read nor parsed again (a
/// client may pull every few seconds). Links are checked on every pull,
/// from the summaries, since they depend on other files. Shared by every
/// copy of the server state, like `DocumentCache`; the lock guards only the
/// dictionary.
public final class WorkspaceDiagnosticsCache: Sendable {
    struct Entry {
        var stamp: Int
        var definition: [UInt8]?
        var diagnostics: [Diagnostic]
    }

    private let entries = Locked<[String: Entry]>([:])

    public init() {}

    /// The cached problems of `path`, or `compute()`'s, kept for next time.
    func diagnostics(of path: String, stamp: Int, definition: [UInt8]?, compute: () -> [Diagnostic]) -> [Diagnostic] {
        if let entry = entries.withLock({ $0[path] }), entry.stamp == stamp, entry.definition == definition {
            return entry.diagnostics
        }
        let diagnostics = compute()
        entries.withLock { $0[path] = Entry(stamp: stamp, definition: definition, diagnostics: diagnostics) }
        return diagnostics
    }

    /// Forgets files that left the index.
    func keepOnly(_ paths: Set<String>) {
        entries.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
    }
}
