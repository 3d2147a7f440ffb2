// The one place where an attribute is set without the compiler knowing its
// value is Sendable. LaminateMarkdown decodes the keys of an app's attribute
// scope, found when the program runs, and an opened key type cannot promise
// `Value: Sendable`, which Foundation's `@preconcurrency` subscripts ask for
// (a warning in Swift 6 mode, and the package has none). This module is built
// in Swift 5 mode for that alone; Foundation sets such values the same way.
// Architecture Invariant: nothing else lives here.
import Foundation

/// Sets `value` for `key` on `container`.
public func setUncheckedAttribute<Key: AttributedStringKey>(
    _ key: Key.Type, _ value: Key.Value,
    in container: inout AttributeContainer
) {
    container[Key.self] = value
}
