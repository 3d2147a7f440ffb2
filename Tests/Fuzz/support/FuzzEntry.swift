import Foundation

// libFuzzer's two entry points, shared by every target: each target file
// defines `FuzzTarget` with `test` (one input) and `writeSeeds` (its seeds
// from the repository's fixtures), so a target is only what it checks.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.test(bytes)
    return 0
}

/// With `FUZZ_WRITE_SEEDS=DIR` (and `FUZZ_ROOT`, the repository), writes the
/// target's seeds into DIR and exits instead of fuzzing: `fuzz.sh` does this
/// before each run, so the seeds follow the fixtures without a second tool.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> CInt
{
    let environment = ProcessInfo.processInfo.environment
    guard let directory = environment["FUZZ_WRITE_SEEDS"], let root = environment["FUZZ_ROOT"] else { return 0 }
    var writer = SeedWriter(root: URL(fileURLWithPath: root), directory: URL(fileURLWithPath: directory))
    FuzzTarget.writeSeeds(&writer)
    exit(0)
}
