import Dispatch
import Foundation
import LaminateConcurrency
import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// Numbers appended from several threads.
final class RecordedNumbers: Sendable {
    private let numbers = Locked<[Int]>([])
    func append(_ number: Int) { numbers.withLock { $0.append(number) } }
    var all: [Int] { numbers.withLock { $0 } }
}

/// A document's cache with the analyzer it analyses with.
struct AnalysedDocument: Sendable {
    let cache = DocumentCache()
    var analyzer = DocumentAnalyzer()

    func analysis(of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?) async -> DocumentAnalysis {
        await cache.analysis(of: snapshot, definitionFile: definitionFile, by: analyzer)
    }
}

/// A document's cache computes each version's analysis once, even when
/// callers race.
struct AnalysisCacheTests {
    let uri = DocumentURI("file:///w/a.md")

    func snapshot(version: Int, _ text: String = "Add ^[milk](ingredient: 1).") -> DocumentSnapshot {
        DocumentSnapshot(uri: uri, languageId: "markdown", version: version, text: Array(text.utf8))
    }

    /// A cache that counts its computations; each computation first waits
    /// until `arrivals` is empty, so every racing caller has arrived by then.
    func countingCache(_ computations: RecordedNumbers, arrivals: DispatchGroup? = nil) -> AnalysedDocument {
        AnalysedDocument(
            analyzer: DocumentAnalyzer { snapshot, definition, previous, change in
                arrivals?.wait()
                computations.append(snapshot.version)
                return DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous, change: change)
            })
    }

    @Test func concurrentCallersShareOneComputation() async {
        let callers = 6
        let computations = RecordedNumbers()
        let arrivals = DispatchGroup()
        for _ in 0..<callers { arrivals.enter() }
        let cache = countingCache(computations, arrivals: arrivals)
        let snapshot = snapshot(version: 3)
        // On Dispatch's threads, as the server's requests: the computation
        // blocks its thread until every caller has arrived; the others
        // await it without holding one.
        let executor = DispatchTaskExecutor()
        let callerTasks = (0..<callers).map { _ in
            Task.detached(executorPreference: executor) {
                arrivals.leave()
                return await cache.analysis(of: snapshot, definitionFile: nil).tree.nodeCount
            }
        }
        var counts: [Int] = []
        for task in callerTasks { counts.append(await task.value) }
        #expect(computations.all == [3])
        #expect(counts.count == callers && Set(counts).count == 1)
        #expect(cache.cache.analysisWaiterCount == 0)
    }

    /// A cache whose computations start, then hold until `release` is
    /// signalled: callers arriving meanwhile wait for the computation.
    func heldCache(_ computations: RecordedNumbers, release: DispatchSemaphore) -> AnalysedDocument {
        AnalysedDocument(
            analyzer: DocumentAnalyzer { snapshot, definition, previous, change in
                computations.append(snapshot.version)
                release.wait()
                return DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous, change: change)
            })
    }

    /// Polls (without a deadline: a hang fails by the test's time limit)
    /// until `condition` holds.
    func eventually(_ condition: () -> Bool) async {
        while !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }

    /// Callers that find a version being computed await it, holding no
    /// thread; a cancelled one still gets the analysis once it is done
    /// (its wait is not cut short, and it does not hang); none is left
    /// waiting.
    @Test(.timeLimit(.minutes(1))) func waitersAreResumedOnceEachCancelledOrNot() async {
        let computations = RecordedNumbers()
        let release = DispatchSemaphore(value: 0)
        let cache = heldCache(computations, release: release)
        let snapshot = snapshot(version: 5)
        let executor = DispatchTaskExecutor()
        let computing = Task.detached(executorPreference: executor) {
            await cache.analysis(of: snapshot, definitionFile: nil).attributeLists.count
        }
        await eventually { computations.all == [5] }
        // More waiters than the machine has cores: awaiting holds no thread.
        let waiters = (0..<16).map { _ in
            Task.detached(executorPreference: executor) { await cache.analysis(of: snapshot, definitionFile: nil).attributeLists.count }
        }
        await eventually { cache.cache.analysisWaiterCount == waiters.count }
        waiters[0].cancel()
        waiters[1].cancel()
        release.signal()
        #expect(await computing.value == 1)
        for waiter in waiters { #expect(await waiter.value == 1) }
        #expect(computations.all == [5])
        #expect(cache.cache.analysisWaiterCount == 0)
    }

    /// A document closed while its analysis is computed: the callers
    /// waiting for it get it, and the cache keeps nothing of it.
    @Test(.timeLimit(.minutes(1))) func anAnalysisFinishingAfterCloseIsNotKept() async {
        let computations = RecordedNumbers()
        let release = DispatchSemaphore(value: 0)
        let cache = heldCache(computations, release: release)
        let snapshot = snapshot(version: 7)
        let executor = DispatchTaskExecutor()
        let computing = Task.detached(executorPreference: executor) {
            await cache.analysis(of: snapshot, definitionFile: nil).attributeLists.count
        }
        await eventually { computations.all == [7] }
        let waiter = Task.detached(executorPreference: executor) { await cache.analysis(of: snapshot, definitionFile: nil).attributeLists.count }
        await eventually { cache.cache.analysisWaiterCount == 1 }
        cache.cache.close()
        release.signal()
        #expect(await computing.value == 1)
        #expect(await waiter.value == 1)
        #expect(!cache.cache.holdsAnything)
    }

    @Test func eachVersionIsComputedOnceAndTheNewestStaysCached() async {
        let computations = RecordedNumbers()
        let cache = countingCache(computations)
        _ = await cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = await cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = await cache.analysis(of: snapshot(version: 2, "Add ^[eggs](ingredient: 2)."), definitionFile: nil)
        // A late request on version 1 is answered without evicting version 2.
        _ = await cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = await cache.analysis(of: snapshot(version: 2, "Add ^[eggs](ingredient: 2)."), definitionFile: nil)
        #expect(computations.all == [1, 2, 1])
    }

    /// A client that sends a change without raising the version (the store
    /// applies it anyway, with a warning) gets the analysis of the new text,
    /// not the cached one of the old text under the same version.
    @Test func aChangeThatKeepsTheVersionIsAnalysedAsItsNewText() async throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 4, text: "Add ^[milk](ingredient: 1)."))
        let cache = AnalysedDocument()
        let first = try #require(store[uri])
        #expect(await cache.analysis(of: first, definitionFile: nil).attributeLists.count == 1)
        let change = DidChangeTextDocumentNotification.Params(
            textDocument: .init(uri: uri, version: 4),
            contentChanges: [TextDocumentContentChangeEvent(range: nil, text: "Add milk and ^[eggs](ingredient: 2) ^[salt](ingredient: 3).")])
        #expect(store.change(change, encoding: .utf16).count == 1)
        let second = try #require(store[uri])
        #expect(second.version == first.version)
        #expect(await cache.analysis(of: second, definitionFile: nil).attributeLists.count == 2)
        // The first text again, as a late request would see it: its own analysis.
        #expect(await cache.analysis(of: first, definitionFile: nil).attributeLists.count == 1)
        #expect(await cache.analysis(of: second, definitionFile: nil).attributeLists.count == 2)
    }

    @Test func theAnalysisHoldsTheListsOfItsOwnTree() async {
        let analysis = await AnalysedDocument().analysis(of: snapshot(version: 1), definitionFile: nil)
        #expect(analysis.attributeLists.count == 1)
    }

    /// Each version is parsed from the one before it (its tree reused), and
    /// reads exactly as a fresh parse of its text.
    @Test func aNewVersionIsParsedFromThePreviousOne() async {
        let previousTexts = RecordedTexts()
        let cache = AnalysedDocument(
            analyzer: DocumentAnalyzer { snapshot, definition, previous, change in
                previousTexts.append(previous.map { String(decoding: $0.text, as: UTF8.self) })
                return DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous, change: change)
            })
        let texts = [
            "# Eggs\n\nAdd ^[milk](ingredient: 1).", "# Eggs\n\nAdd ^[milk](ingredient: 1) now.",
            "# Eggs\n\n> Add ^[milk](ingredient: 1) now.",
        ]
        for (index, text) in texts.enumerated() {
            let analysis = await cache.analysis(of: snapshot(version: index + 1, text), definitionFile: nil)
            #expect(HTMLRenderer().render(analysis.tree) == HTMLRenderer().render(MarkdownParser.parse(text)))
        }
        #expect(previousTexts.all == [nil, texts[0], texts[1]])
    }
}

/// Texts recorded from several threads.
final class RecordedTexts: Sendable {
    private let texts = Locked<[String?]>([])
    func append(_ text: String?) { texts.withLock { $0.append(text) } }
    var all: [String?] { texts.withLock { $0 } }
}
