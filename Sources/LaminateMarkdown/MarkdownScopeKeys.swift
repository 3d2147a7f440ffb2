#if FOUNDATION_LACKS_MARKDOWN
@_spi(Reflection) import Swift
import Foundation

/// The keys of an attribute scope that Markdown can set, by `markdownName`:
/// every field of the scope whose type is a
/// `MarkdownDecodableAttributedStringKey`, and those of the scopes it holds
/// (a scope with `let foundation: FoundationAttributes` has Foundation's).
/// Foundation finds them the same way, through the runtime's field
/// reflection, as a scope's keys are uninhabited types with no values to look at.
struct MarkdownScopeKeys {
    private(set) var keys: [String: any MarkdownDecodableAttributedStringKey.Type] = [:]

    init(_ scope: any AttributeScope.Type) {
        var seen: Set<ObjectIdentifier> = []
        var pending: [Any.Type] = [scope]
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            _ = _forEachField(of: type, options: []) { _, _, fieldType, _ in
                if let key = fieldType as? any MarkdownDecodableAttributedStringKey.Type {
                    // The first declaration of a name wins, fields before nested scopes.
                    if keys[key.markdownName] == nil { keys[key.markdownName] = key }
                } else if fieldType is any AttributeScope.Type {
                    pending.insert(fieldType, at: 0)
                }
                return true
            }
        }
    }
}
#endif
