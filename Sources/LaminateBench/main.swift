import Foundation

/// `laminate-bench`: see `HelpText.usage`. Exit status 0 on success, 1 when a
/// run fails, 2 for a bad command line.
func runBench(_ arguments: [String]) async -> Int32 {
    do {
        let options = try BenchOptions(arguments: arguments)
        switch options.subcommand {
        case .help: print(HelpText.usage)
        case .generate: try BenchCommands.generate(options)
        case .parse: try BenchCommands.parse(options)
        case .compare: try BenchCommands.compare(options)
        case .crosscheck: return try CrossCheck.run(options) ? 0 : 1
        case .breakdown: try Breakdown.run(options)
        case .session: try await SessionBenchmark.run(options)
        case .stages: try KeystrokeStages.run(options)
        case .memory: try MemoryCensus.run(options)
        case .symbols: try WorkspaceSymbolsBenchmark.run(options)
        case .workspace: try await WorkspaceDiagnosticsBenchmark.run(options)
        case .links: try LinkBenchmark.run(options)
        }
        return 0
    } catch let error as UsageError {
        FileHandle.standardError.write(Data("laminate-bench: \(error.message)\nrun `laminate-bench --help` for usage\n".utf8))
        return 2
    } catch let error as BenchFailure {
        FileHandle.standardError.write(Data("laminate-bench: \(error.message)\n".utf8))
        return 1
    } catch {
        FileHandle.standardError.write(Data("laminate-bench: \(error)\n".utf8))
        return 1
    }
}

exit(await runBench(Array(CommandLine.arguments.dropFirst())))
