import Foundation
import LaminateFeatures
import Synchronization

/// Reads and summarises the workspace's Markdown files off the dispatcher
/// and the request tasks: on a thread of its own, so indexing ten thousand
/// files holds up no hover and no keystroke's diagnostics. Not a dispatch
/// queue: on Linux Swift's task executor runs on dispatch's worker threads,
/// one per core, and a read that blocks (a slow disk, a network mount)
/// would take one of them from the requests. What it finds comes out of `events`, in order,
/// and the server merges each batch into its state's `WorkspaceIndex`.
final class WorkspaceIndexer: Sendable {
    enum Event: Sendable {
        /// The listing is done: this many files will be read.
        case listed(total: Int)
        /// Summaries read (nil: the file is gone or was skipped), with how
        /// many of the listed files are done.
        case batch([String: FileSummary?], done: Int)
        /// The first indexing is done.
        case finished(total: Int)
        case log(String)
    }

    /// Files per batch: enough that merging is rare, few enough that
    /// progress moves.
    static let batchSize = 64

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private let queue = SerialThread(name: "laminate.workspace-index")
    private let fileSystem: any FileSystem
    private let isStopped = Atomic<Bool>(false)

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
    }

    /// Lists every Markdown file under `roots` and summarises them all.
    func indexAll(roots: [String]) {
        queue.async { [self] in
            let paths = list(roots)
            continuation.yield(.listed(total: paths.count))
            var batch: [String: FileSummary?] = [:]
            for (index, path) in paths.enumerated() {
                guard !isStopped.load(ordering: .relaxed) else { return }
                batch[path] = summarise(path)
                if batch.count == Self.batchSize || index == paths.count - 1 {
                    continuation.yield(.batch(batch, done: index + 1))
                    batch.removeAll(keepingCapacity: true)
                }
            }
            continuation.yield(.finished(total: paths.count))
        }
    }

    /// Reads the files again (created or changed on disk); a file not in
    /// `indexed` is read only if the listing of `roots` would list it (a
    /// file created in `node_modules` or an ignored folder stays out).
    func refresh(_ paths: [String], indexed: Set<String>, roots: [String]) {
        queue.async { [self] in
            guard !isStopped.load(ordering: .relaxed) else { return }
            let listing = WorkspaceListing(fileSystem: fileSystem)
            var batch: [String: FileSummary?] = [:]
            for path in paths {
                batch[path] = indexed.contains(path) || listing.wouldList(path, under: roots) ? summarise(path) : nil
            }
            continuation.yield(.batch(batch, done: 0))
        }
    }

    func stop() {
        isStopped.store(true, ordering: .relaxed)
        continuation.finish()
        queue.finish()
    }

    private func list(_ roots: [String]) -> [String] {
        WorkspaceListing(fileSystem: fileSystem).markdownFiles(under: roots) { continuation.yield(.log($0)) }
    }

    private func summarise(_ path: String) -> FileSummary? {
        switch fileSystem.markdownContents(ofFile: path, limit: WorkspaceScan.maximumFileSize) {
        case .contents(let bytes):
            if String(validating: bytes, as: UTF8.self) == nil {
                continuation.yield(.log("workspace index: \(path) is not valid UTF-8; indexed with its bad bytes as they are"))
            }
            return FileSummary(text: bytes)
        case .tooLarge:
            continuation.yield(.log("workspace index: \(path) is larger than \(WorkspaceScan.maximumFileSize / 1024 / 1024) MiB, not indexed"))
            return nil
        case .unreadable:
            continuation.yield(.log("workspace index: \(path) cannot be read (deleted?), not indexed"))
            return nil
        }
    }
}
