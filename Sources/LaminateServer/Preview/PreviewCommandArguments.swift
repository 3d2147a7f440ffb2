import LaminatePreview
import LaminateProtocol

/// The arguments of `workspace/executeCommand` `laminate.preview`: the
/// document's URI (a string, or an object with a `uri`, as a
/// `TextDocumentIdentifier`), then optionally `"allow-html"` (show the
/// document's raw HTML live, in a sandboxed frame) or `"stop"`.
struct PreviewCommandArguments: Equatable, Sendable {
    static let command = "laminate.preview"

    enum Action: Equatable, Sendable {
        case start(RawHTML)
        case stop
    }

    var uri: DocumentURI
    var action: Action

    init(_ arguments: [JSONValue]) throws(ResponseError) {
        let usage = "\(Self.command) takes the document's URI, then optionally \"allow-html\" or \"stop\""
        guard let first = arguments.first else { throw .invalidParams("\(usage); it got no arguments") }
        switch first {
        case .string(let string):
            uri = DocumentURI(string)
        case .object:
            guard let string = first["uri"]?.stringValue else { throw .invalidParams("\(usage); the object has no \"uri\"") }
            uri = DocumentURI(string)
        default:
            throw .invalidParams("\(usage); the first argument is \(first)")
        }
        var action = Action.start(.inert)
        for option in arguments.dropFirst() {
            switch option {
            case "allow-html":
                if action != .stop { action = .start(.sandboxed) }
            case "stop":
                action = .stop
            default:
                throw .invalidParams("\(usage); \(option) is not one of them")
            }
        }
        self.action = action
    }
}
