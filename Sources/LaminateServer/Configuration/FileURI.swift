import Foundation
import LaminateProtocol

/// Conversions between `file:` URIs and paths, in one place.
enum FileURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    static func path(of uri: DocumentURI) -> String? {
        guard let url = URL(string: uri.string), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    static func uri(ofPath path: String) -> DocumentURI {
        DocumentURI(URL(fileURLWithPath: path).absoluteString)
    }

    /// The directory containing a path ("/" for top-level entries).
    static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
