import Foundation

/// Stops the run when a property the target checks does not hold: libFuzzer
/// then keeps the input as a crash, like any trap.
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("invariant failed: \(message())\n".utf8))
    abort()
}
