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

/// The analysis cache computes each version once, even when callers race.
struct AnalysisCacheTests {
    let uri = DocumentURI("file:///w/a.md")

    func snapshot(version: Int, _ text: String = "Add ^[milk](ingredient: 1).") -> DocumentSnapshot {
        DocumentSnapshot(uri: uri, languageId: "markdown", version: version, text: Array(text.utf8))
    }

    /// A cache that counts its computations; each computation first waits
    /// until `arrivals` is empty, so every racing caller has arrived by then.
    func countingCache(_ computations: RecordedNumbers, arrivals: DispatchGroup? = nil) -> AnalysisCache {
        AnalysisCache { snapshot, definition, previous, change in
            arrivals?.wait()
            computations.append(snapshot.version)
            return DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous, change: change)
        }
    }

    @Test func concurrentCallersShareOneComputation() {
        let callers = 6
        let computations = RecordedNumbers()
        let arrivals = DispatchGroup()
        for _ in 0..<callers { arrivals.enter() }
        let cache = countingCache(computations, arrivals: arrivals)
        let snapshot = snapshot(version: 3)
        let finished = DispatchGroup()
        let nodeCounts = RecordedNumbers()
        for _ in 0..<callers {
            finished.enter()
            // Threads of their own: a computation blocks until every caller
            // has arrived, which a fixed-width pool might never let happen.
            Thread {
                arrivals.leave()
                let analysis = cache.analysis(of: snapshot, definitionFile: nil)
                nodeCounts.append(analysis.tree.nodeCount)
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(computations.all == [3])
        let counts = nodeCounts.all
        #expect(counts.count == callers && Set(counts).count == 1)
    }

    @Test func eachVersionIsComputedOnceAndTheNewestStaysCached() {
        let computations = RecordedNumbers()
        let cache = countingCache(computations)
        _ = cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = cache.analysis(of: snapshot(version: 2, "Add ^[eggs](ingredient: 2)."), definitionFile: nil)
        // A late request on version 1 is answered without evicting version 2.
        _ = cache.analysis(of: snapshot(version: 1), definitionFile: nil)
        _ = cache.analysis(of: snapshot(version: 2, "Add ^[eggs](ingredient: 2)."), definitionFile: nil)
        #expect(computations.all == [1, 2, 1])
    }

    /// A client that sends a change without raising the version (the store
    /// applies it anyway, with a warning) gets the analysis of the new text,
    /// not the cached one of the old text under the same version.
    @Test func aChangeThatKeepsTheVersionIsAnalysedAsItsNewText() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 4, text: "Add ^[milk](ingredient: 1)."))
        let cache = AnalysisCache()
        let first = try #require(store[uri])
        #expect(cache.analysis(of: first, definitionFile: nil).attributeLists.count == 1)
        let change = DidChangeTextDocumentNotification.Params(
            textDocument: .init(uri: uri, version: 4),
            contentChanges: [TextDocumentContentChangeEvent(range: nil, text: "Add milk and ^[eggs](ingredient: 2) ^[salt](ingredient: 3).")])
        #expect(store.change(change, encoding: .utf16).count == 1)
        let second = try #require(store[uri])
        #expect(second.version == first.version)
        #expect(cache.analysis(of: second, definitionFile: nil).attributeLists.count == 2)
        // The first text again, as a late request would see it: its own analysis.
        #expect(cache.analysis(of: first, definitionFile: nil).attributeLists.count == 1)
        #expect(cache.analysis(of: second, definitionFile: nil).attributeLists.count == 2)
    }

    @Test func theAnalysisHoldsTheListsOfItsOwnTree() {
        let analysis = AnalysisCache().analysis(of: snapshot(version: 1), definitionFile: nil)
        #expect(analysis.attributeLists.count == 1)
    }

    /// Each version is parsed from the one before it (its tree reused), and
    /// reads exactly as a fresh parse of its text.
    @Test func aNewVersionIsParsedFromThePreviousOne() {
        let previousTexts = RecordedTexts()
        let cache = AnalysisCache { snapshot, definition, previous, change in
            previousTexts.append(previous.map { String(decoding: $0.text, as: UTF8.self) })
            return DocumentAnalysis(text: snapshot.text, lineIndex: snapshot.lineIndex, definition: definition, reusing: previous, change: change)
        }
        let texts = [
            "# Eggs\n\nAdd ^[milk](ingredient: 1).", "# Eggs\n\nAdd ^[milk](ingredient: 1) now.",
            "# Eggs\n\n> Add ^[milk](ingredient: 1) now.",
        ]
        for (index, text) in texts.enumerated() {
            let analysis = cache.analysis(of: snapshot(version: index + 1, text), definitionFile: nil)
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
