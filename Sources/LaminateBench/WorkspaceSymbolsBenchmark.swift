import Foundation
import LaminateFeatures

/// `laminate-bench symbols`: `workspace/symbol` over a workspace of 10,000
/// generated recipe files (issue 13 asks for an answer well within a
/// keystroke's time at that size).
/// The files are summarised once, as the index holds them; then each query
/// is timed over the whole index, as the server answers it.
enum WorkspaceSymbolsBenchmark {
    static let fileCount = 10_000

    static func run(_ options: BenchOptions) throws {
        var random = SplitMix64(seed: options.seed)
        let clock = ContinuousClock()
        var summaries: [String: FileSummary] = [:]
        var symbolCount = 0
        let indexing = clock.measure {
            for index in 0..<fileCount {
                let summary = FileSummary(text: Array(recipe(index, &random).utf8))
                symbolCount += summary.headings.count + summary.ingredients.count + summary.labelDefinitions.count
                summaries["/cookbook/chapter\(index % 12)/recipe\(index).md"] = summary
            }
        }
        let workspace = WorkspaceFiles(summaries: summaries, roots: ["/cookbook"])
        print(
            "workspace/symbol over \(fileCount) files, \(symbolCount) symbols (headings, ingredient spans, definitions);"
                + " summarised in \(Decimal2(seconds(indexing))) s")
        print("query            matches  min ms  median ms")
        let runs = options.runs
        for query in ["sauce", "bt", "chocolate mousse", "3", "crêpes", "", "zzqx"] {
            var times: [Double] = []
            var found = 0
            for _ in 0..<(runs + 2) {
                let duration = clock.measure { found = WorkspaceSymbols.search(query, in: workspace).count }
                times.append(seconds(duration) * 1000)
            }
            let timings = Timings(seconds: Array(times.dropFirst(2)))
            let shown = "\"\(query)\"".padding(toLength: 16, withPad: " ", startingAt: 0)
            print(
                "\(shown) \(String(found).leftPadded(7))  \(Decimal2(timings.minimum).description.leftPadded(6))  "
                    + Decimal2(timings.median).description.leftPadded(9))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A recipe: a title, four sections, six ingredient spans (ids shared
    /// across the book, as a cookbook's are), two link definitions.
    private static func recipe(_ index: Int, _ random: inout SplitMix64) -> String {
        func pick(_ words: [String]) -> String { words[Int(random.next() % UInt64(words.count))] }
        var text = "# \(pick(RecipeVocabulary.dishes)) \(index)\n\n"
        for _ in 0..<4 {
            text += "## \(pick(RecipeVocabulary.sectionTitles))\n\n"
            for _ in 0..<2 {
                let ingredient = Int(random.next() % UInt64(RecipeVocabulary.ingredients.count))
                text +=
                    "Add \(pick(RecipeVocabulary.quantities)) ^[\(RecipeVocabulary.ingredients[ingredient])](ingredient: \(ingredient + 1))"
                    + " and stir [gently][tip] for \(pick(RecipeVocabulary.fillerWords)) minutes.\n\n"
            }
        }
        text += "[tip]: ../basics/tips.md#stirring\n[\(pick(RecipeVocabulary.chapters))]: ../index.md\n"
        return text
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
